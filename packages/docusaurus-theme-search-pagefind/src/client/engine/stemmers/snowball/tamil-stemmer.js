// Generated from tamil.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["\u0BB5\u0BC1", -1, 3],
    ["\u0BB5\u0BC2", -1, 4],
    ["\u0BB5\u0BCA", -1, 2],
    ["\u0BB5\u0BCB", -1, 1]
];

const a_1 = [
    ["\u0B95", -1, -1],
    ["\u0B99", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9E", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BA8", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BAE", -1, -1],
    ["\u0BAF", -1, -1],
    ["\u0BB5", -1, -1]
];

const a_2 = [
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC8", -1, -1]
];

const a_3 = [
    ["\u0BBE", -1, -1],
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC1", -1, -1],
    ["\u0BC2", -1, -1],
    ["\u0BC6", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BC8", -1, -1]
];

const a_4 = [
    ["", -1, 2],
    ["\u0BC8", 0, 1],
    ["\u0BCD", 0, 1]
];

const a_5 = [
    ["\u0BA8\u0BCD\u0BA4", -1, 1],
    ["\u0BAF", -1, 1],
    ["\u0BB5", -1, 1],
    ["\u0BA9\u0BC1", -1, 8],
    ["\u0BC1\u0B95\u0BCD", -1, 7],
    ["\u0BC1\u0B95\u0BCD\u0B95\u0BCD", -1, 7],
    ["\u0B9F\u0BCD\u0B95\u0BCD", -1, 3],
    ["\u0BB1\u0BCD\u0B95\u0BCD", -1, 4],
    ["\u0B99\u0BCD", -1, 9],
    ["\u0B9F\u0BCD\u0B9F\u0BCD", -1, 5],
    ["\u0BA4\u0BCD\u0BA4\u0BCD", -1, 6],
    ["\u0BA8\u0BCD\u0BA4\u0BCD", -1, 1],
    ["\u0BA8\u0BCD", -1, 1],
    ["\u0B9F\u0BCD\u0BAA\u0BCD", -1, 3],
    ["\u0BAF\u0BCD", -1, 2],
    ["\u0BA9\u0BCD\u0BB1\u0BCD", -1, 4],
    ["\u0BB5\u0BCD", -1, 1]
];

const a_6 = [
    ["\u0B95", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9F", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BB1", -1, -1]
];

const a_7 = [
    ["\u0B95", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9F", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BB1", -1, -1]
];

const a_8 = [
    ["\u0B9E", -1, -1],
    ["\u0BA3", -1, -1],
    ["\u0BA8", -1, -1],
    ["\u0BA9", -1, -1],
    ["\u0BAE", -1, -1],
    ["\u0BAF", -1, -1],
    ["\u0BB0", -1, -1],
    ["\u0BB2", -1, -1],
    ["\u0BB3", -1, -1],
    ["\u0BB4", -1, -1],
    ["\u0BB5", -1, -1]
];

const a_9 = [
    ["\u0BBE", -1, -1],
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC1", -1, -1],
    ["\u0BC2", -1, -1],
    ["\u0BC6", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BC8", -1, -1],
    ["\u0BCD", -1, -1]
];

const a_10 = [
    ["\u0B85", -1, -1],
    ["\u0B87", -1, -1],
    ["\u0B89", -1, -1]
];

const a_11 = [
    ["\u0B95", -1, -1],
    ["\u0B99", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9E", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BA8", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BAE", -1, -1],
    ["\u0BAF", -1, -1],
    ["\u0BB5", -1, -1]
];

const a_12 = [
    ["\u0B95", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9F", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BB1", -1, -1]
];

const a_13 = [
    ["\u0B95\u0BB3\u0BCD", -1, 4],
    ["\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD", 0, 1],
    ["\u0B9F\u0BCD\u0B95\u0BB3\u0BCD", 0, 3],
    ["\u0BB1\u0BCD\u0B95\u0BB3\u0BCD", 0, 2]
];

const a_14 = [
    ["\u0BBE", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BCB", -1, -1]
];

const a_15 = [
    ["\u0BAA\u0BBF", -1, -1],
    ["\u0BB5\u0BBF", -1, -1]
];

const a_16 = [
    ["\u0BBE", -1, -1],
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC1", -1, -1],
    ["\u0BC2", -1, -1],
    ["\u0BC6", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BC8", -1, -1]
];

const a_17 = [
    ["\u0BAA\u0B9F\u0BCD\u0B9F", -1, 3],
    ["\u0BAA\u0B9F\u0BCD\u0B9F\u0BA3", -1, 3],
    ["\u0BA4\u0BBE\u0BA9", -1, 3],
    ["\u0BAA\u0B9F\u0BBF\u0BA4\u0BBE\u0BA9", 2, 3],
    ["\u0BC6\u0BA9", -1, 1],
    ["\u0BBE\u0B95\u0BBF\u0BAF", -1, 1],
    ["\u0B95\u0BC1\u0BB0\u0BBF\u0BAF", -1, 3],
    ["\u0BC1\u0B9F\u0BC8\u0BAF", -1, 1],
    ["\u0BB2\u0BCD\u0BB2", -1, 2],
    ["\u0BC1\u0BB3\u0BCD\u0BB3", -1, 1],
    ["\u0BBE\u0B95\u0BBF", -1, 1],
    ["\u0BAA\u0B9F\u0BBF", -1, 3],
    ["\u0BBF\u0BA9\u0BCD\u0BB1\u0BBF", -1, 1],
    ["\u0BAA\u0BB1\u0BCD\u0BB1\u0BBF", -1, 3],
    ["\u0BAA\u0B9F\u0BC1", -1, 3],
    ["\u0BB5\u0BBF\u0B9F\u0BC1", -1, 3],
    ["\u0BAA\u0B9F\u0BCD\u0B9F\u0BC1", -1, 3],
    ["\u0BB5\u0BBF\u0B9F\u0BCD\u0B9F\u0BC1", -1, 3],
    ["\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1", -1, 3],
    ["\u0BC6\u0BA9\u0BCD\u0BB1\u0BC1", -1, 1],
    ["\u0BC1\u0B9F\u0BC8", -1, 1],
    ["\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8", -1, 1],
    ["\u0BC1\u0B9F\u0BA9\u0BCD", -1, 1],
    ["\u0BBF\u0B9F\u0BAE\u0BCD", -1, 1],
    ["\u0BC6\u0BB2\u0BCD\u0BB2\u0BBE\u0BAE\u0BCD", -1, 3],
    ["\u0BC6\u0BA9\u0BC1\u0BAE\u0BCD", -1, 1]
];

const a_18 = [
    ["\u0BBE", -1, -1],
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC1", -1, -1],
    ["\u0BC2", -1, -1],
    ["\u0BC6", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BC8", -1, -1]
];

const a_19 = [
    ["\u0BBE", -1, -1],
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC1", -1, -1],
    ["\u0BC2", -1, -1],
    ["\u0BC6", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BC8", -1, -1]
];

const a_20 = [
    ["\u0BB5\u0BBF\u0B9F", -1, 2],
    ["\u0BC0", -1, 7],
    ["\u0BCA\u0B9F\u0BC1", -1, 2],
    ["\u0BCB\u0B9F\u0BC1", -1, 2],
    ["\u0BA4\u0BC1", -1, 6],
    ["\u0BBF\u0BB0\u0BC1\u0BA8\u0BCD\u0BA4\u0BC1", 4, 2],
    ["\u0BBF\u0BA9\u0BCD\u0BB1\u0BC1", -1, 2],
    ["\u0BC1\u0B9F\u0BC8", -1, 2],
    ["\u0BA9\u0BC8", -1, 1],
    ["\u0B95\u0BA3\u0BCD", -1, 1],
    ["\u0BBF\u0BA9\u0BCD", -1, 3],
    ["\u0BAE\u0BC1\u0BA9\u0BCD", -1, 1],
    ["\u0BBF\u0B9F\u0BAE\u0BCD", -1, 4],
    ["\u0BBF\u0BB1\u0BCD", -1, 2],
    ["\u0BAE\u0BC7\u0BB1\u0BCD", -1, 1],
    ["\u0BB2\u0BCD", -1, 5],
    ["\u0BBE\u0BAE\u0BB2\u0BCD", 15, 2],
    ["\u0BBE\u0BB2\u0BCD", 15, 2],
    ["\u0BBF\u0BB2\u0BCD", 15, 2],
    ["\u0BAE\u0BC7\u0BB2\u0BCD", 15, 1],
    ["\u0BC1\u0BB3\u0BCD", -1, 2],
    ["\u0B95\u0BC0\u0BB4\u0BCD", -1, 1]
];

const a_21 = [
    ["\u0B95", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9F", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BB1", -1, -1]
];

const a_22 = [
    ["\u0B95", -1, -1],
    ["\u0B9A", -1, -1],
    ["\u0B9F", -1, -1],
    ["\u0BA4", -1, -1],
    ["\u0BAA", -1, -1],
    ["\u0BB1", -1, -1]
];

const a_23 = [
    ["\u0B85", -1, -1],
    ["\u0B86", -1, -1],
    ["\u0B87", -1, -1],
    ["\u0B88", -1, -1],
    ["\u0B89", -1, -1],
    ["\u0B8A", -1, -1],
    ["\u0B8E", -1, -1],
    ["\u0B8F", -1, -1],
    ["\u0B90", -1, -1],
    ["\u0B92", -1, -1],
    ["\u0B93", -1, -1],
    ["\u0B94", -1, -1]
];

const a_24 = [
    ["\u0BBE", -1, -1],
    ["\u0BBF", -1, -1],
    ["\u0BC0", -1, -1],
    ["\u0BC1", -1, -1],
    ["\u0BC2", -1, -1],
    ["\u0BC6", -1, -1],
    ["\u0BC7", -1, -1],
    ["\u0BC8", -1, -1]
];

const a_25 = [
    ["\u0B95", -1, 1],
    ["\u0BA4", -1, 1],
    ["\u0BA9", -1, 1],
    ["\u0BAA", -1, 1],
    ["\u0BAF", -1, 1],
    ["\u0BBE", -1, 5],
    ["\u0B95\u0BC1", -1, 6],
    ["\u0BAA\u0B9F\u0BC1", -1, 1],
    ["\u0BA4\u0BC1", -1, 3],
    ["\u0BBF\u0BB1\u0BCD\u0BB1\u0BC1", -1, 1],
    ["\u0BA9\u0BC8", -1, 1],
    ["\u0BB5\u0BC8", -1, 1],
    ["\u0BA9\u0BA9\u0BCD", -1, 1],
    ["\u0BAA\u0BA9\u0BCD", -1, 1],
    ["\u0BB5\u0BA9\u0BCD", -1, 2],
    ["\u0BBE\u0BA9\u0BCD", -1, 4],
    ["\u0BA9\u0BBE\u0BA9\u0BCD", 15, 1],
    ["\u0BAE\u0BBF\u0BA9\u0BCD", -1, 1],
    ["\u0BA9\u0BC6\u0BA9\u0BCD", -1, 1],
    ["\u0BC7\u0BA9\u0BCD", -1, 5],
    ["\u0BA9\u0BAE\u0BCD", -1, 1],
    ["\u0BAA\u0BAE\u0BCD", -1, 1],
    ["\u0BBE\u0BAE\u0BCD", -1, 5],
    ["\u0B95\u0BC1\u0BAE\u0BCD", -1, 1],
    ["\u0B9F\u0BC1\u0BAE\u0BCD", -1, 5],
    ["\u0BA4\u0BC1\u0BAE\u0BCD", -1, 1],
    ["\u0BB1\u0BC1\u0BAE\u0BCD", -1, 1],
    ["\u0BC6\u0BAE\u0BCD", -1, 5],
    ["\u0BC7\u0BAE\u0BCD", -1, 5],
    ["\u0BCB\u0BAE\u0BCD", -1, 5],
    ["\u0BBE\u0BAF\u0BCD", -1, 5],
    ["\u0BA9\u0BB0\u0BCD", -1, 1],
    ["\u0BAA\u0BB0\u0BCD", -1, 1],
    ["\u0BC0\u0BAF\u0BB0\u0BCD", -1, 5],
    ["\u0BB5\u0BB0\u0BCD", -1, 1],
    ["\u0BBE\u0BB0\u0BCD", -1, 5],
    ["\u0BA9\u0BBE\u0BB0\u0BCD", 35, 1],
    ["\u0BAE\u0BBE\u0BB0\u0BCD", 35, 1],
    ["\u0B95\u0BCA\u0BA3\u0BCD\u0B9F\u0BBF\u0BB0\u0BCD", -1, 1],
    ["\u0BA9\u0BBF\u0BB0\u0BCD", -1, 5],
    ["\u0BC0\u0BB0\u0BCD", -1, 5],
    ["\u0BA9\u0BB3\u0BCD", -1, 1],
    ["\u0BAA\u0BB3\u0BCD", -1, 1],
    ["\u0BB5\u0BB3\u0BCD", -1, 1],
    ["\u0BBE\u0BB3\u0BCD", -1, 5],
    ["\u0BA9\u0BBE\u0BB3\u0BCD", 44, 1]
];

const a_26 = [
    ["\u0B95\u0BBF\u0BB1", -1, -1],
    ["\u0B95\u0BBF\u0BA9\u0BCD\u0BB1", -1, -1],
    ["\u0BBE\u0BA8\u0BBF\u0BA9\u0BCD\u0BB1", -1, -1],
    ["\u0B95\u0BBF\u0BB1\u0BCD", -1, -1],
    ["\u0B95\u0BBF\u0BA9\u0BCD\u0BB1\u0BCD", -1, -1],
    ["\u0BBE\u0BA8\u0BBF\u0BA9\u0BCD\u0BB1\u0BCD", -1, -1]
];

import { BaseStemmer } from './base-stemmer.js'

class TamilStemmer extends BaseStemmer {

    #B_found_vetrumai_urupu/** boolean */ = false;


    /** @return {boolean} */
    #r_has_min_length() {
        return this.current.length > 4;
    }

    /** @return {boolean} */
    #r_fix_va_start() {
        let /** number */ a;
        this.bra = this.cursor;
        a = this.find_among(a_0);
        if (a === 0) return false;
        this.ket = this.cursor;
        switch (a) {
            case 1: {
                this.slice_from("\u0B93");
                break;
            }
            case 2: {
                this.slice_from("\u0B92");
                break;
            }
            case 3: {
                this.slice_from("\u0B89");
                break;
            }
            case 4: {
                this.slice_from("\u0B8A");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_fix_endings() {
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            while (true) {
                const /** number */ v_2 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    if (!this.#r_fix_ending()) break lab1;
                    continue;
                }
                this.cursor = v_2;
                break;
            }
        }
        this.cursor = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_remove_question_prefixes() {
        this.bra = this.cursor;
        if (!(this.eq_s("\u0B8E"))) return false;
        if (this.find_among(a_1) === 0) return false;
        if (!(this.eq_s("\u0BCD"))) return false;
        this.ket = this.cursor;
        this.slice_del();
        const /** number */ v_1 = this.cursor;
        this.#r_fix_va_start();
        this.cursor = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_fix_ending() {
        let /** number */ a;
        if (this.current.length <= 3) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_1 = this.limit - this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                this.ket = this.cursor;
                a = this.find_among_b(a_5);
                if (a === 0) break lab1;
                this.bra = this.cursor;
                switch (a) {
                    case 1: {
                        this.slice_del();
                        break;
                    }
                    case 2: {
                        const /** number */ v_2 = this.limit - this.cursor;
                        if (this.find_among_b(a_2) === 0) break lab1;
                        this.cursor = this.limit - v_2;
                        this.slice_del();
                        break;
                    }
                    case 3: {
                        this.slice_from("\u0BB3\u0BCD");
                        break;
                    }
                    case 4: {
                        this.slice_from("\u0BB2\u0BCD");
                        break;
                    }
                    case 5: {
                        this.slice_from("\u0B9F\u0BC1");
                        break;
                    }
                    case 6: {
                        if (!this.#B_found_vetrumai_urupu) break lab1;
                        {
                            const /** number */ v_3 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab2: {
                                if (!(this.eq_s_b("\u0BC8"))) break lab2;
                                break lab1;
                            }
                            this.cursor = this.limit - v_3;
                        }
                        this.slice_from("\u0BAE\u0BCD");
                        break;
                    }
                    case 7: {
                        this.slice_from("\u0BCD");
                        break;
                    }
                    case 8: {
                        {
                            const /** number */ v_4 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab3: {
                                if (this.find_among_b(a_3) === 0) break lab3;
                                break lab1;
                            }
                            this.cursor = this.limit - v_4;
                        }
                        this.slice_del();
                        break;
                    }
                    case 9: {
                        a = this.find_among_b(a_4);
                        switch (a) {
                            case 1: {
                                this.slice_del();
                                break;
                            }
                            case 2: {
                                this.slice_from("\u0BAE\u0BCD");
                                break;
                            }
                        }
                        break;
                    }
                }
                break lab0;
            }
            this.cursor = this.limit - v_1;
            this.ket = this.cursor;
            if (!(this.eq_s_b("\u0BCD"))) return false;
            // deno-lint-ignore no-unused-labels
            lab4: {
                const /** number */ v_5 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab5: {
                    if (this.find_among_b(a_6) === 0) break lab5;
                    const /** number */ v_6 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab6: {
                        if (!(this.eq_s_b("\u0BCD"))) {
                            this.cursor = this.limit - v_6;
                            break lab6;
                        }
                        if (this.find_among_b(a_7) === 0) {
                            this.cursor = this.limit - v_6;
                            break lab6;
                        }
                    }
                    this.bra = this.cursor;
                    this.slice_del();
                    break lab4;
                }
                this.cursor = this.limit - v_5;
                // deno-lint-ignore no-unused-labels
                lab7: {
                    if (this.find_among_b(a_8) === 0) break lab7;
                    this.bra = this.cursor;
                    if (!(this.eq_s_b("\u0BCD"))) break lab7;
                    this.slice_del();
                    break lab4;
                }
                this.cursor = this.limit - v_5;
                const /** number */ v_7 = this.limit - this.cursor;
                if (this.find_among_b(a_9) === 0) return false;
                this.cursor = this.limit - v_7;
                this.bra = this.cursor;
                this.slice_del();
            }
        }
        this.cursor = this.limit_backward;
        return true;
    }

    /** @return {boolean} */
    #r_remove_pronoun_prefixes() {
        this.bra = this.cursor;
        if (this.find_among(a_10) === 0) return false;
        if (this.find_among(a_11) === 0) return false;
        if (!(this.eq_s("\u0BCD"))) return false;
        this.ket = this.cursor;
        this.slice_del();
        const /** number */ v_1 = this.cursor;
        this.#r_fix_va_start();
        this.cursor = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_remove_plural_suffix() {
        let /** number */ a;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        this.ket = this.cursor;
        a = this.find_among_b(a_13);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                // deno-lint-ignore no-unused-labels
                lab0: {
                    const /** number */ v_1 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab1: {
                        if (this.find_among_b(a_12) === 0) break lab1;
                        this.slice_from("\u0BC1\u0B99\u0BCD");
                        break lab0;
                    }
                    this.cursor = this.limit - v_1;
                    this.slice_from("\u0BCD");
                }
                break;
            }
            case 2: {
                this.slice_from("\u0BB2\u0BCD");
                break;
            }
            case 3: {
                this.slice_from("\u0BB3\u0BCD");
                break;
            }
            case 4: {
                this.slice_del();
                break;
            }
        }
        this.cursor = this.limit_backward;
        return true;
    }

    /** @return {boolean} */
    #r_remove_question_suffixes() {
        if (!this.#r_has_min_length()) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_1 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            this.ket = this.cursor;
            if (this.find_among_b(a_14) === 0) break lab0;
            this.bra = this.cursor;
            this.slice_from("\u0BCD");
        }
        this.cursor = this.limit - v_1;
        this.cursor = this.limit_backward;
        this.#r_fix_endings();
        return true;
    }

    /** @return {boolean} */
    #r_remove_command_suffixes() {
        if (!this.#r_has_min_length()) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        this.ket = this.cursor;
        if (this.find_among_b(a_15) === 0) return false;
        this.bra = this.cursor;
        this.slice_del();
        this.cursor = this.limit_backward;
        return true;
    }

    /** @return {boolean} */
    #r_remove_um() {
        if (!this.#r_has_min_length()) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u0BC1\u0BAE\u0BCD"))) return false;
        this.bra = this.cursor;
        this.slice_from("\u0BCD");
        this.cursor = this.limit_backward;
        const /** number */ v_1 = this.cursor;
        this.#r_fix_ending();
        this.cursor = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_remove_common_word_endings() {
        let /** number */ a;
        if (!this.#r_has_min_length()) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        this.ket = this.cursor;
        a = this.find_among_b(a_17);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                this.slice_from("\u0BCD");
                break;
            }
            case 2: {
                {
                    const /** number */ v_1 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab0: {
                        if (this.find_among_b(a_16) === 0) break lab0;
                        return false;
                    }
                    this.cursor = this.limit - v_1;
                }
                this.slice_from("\u0BCD");
                break;
            }
            case 3: {
                this.slice_del();
                break;
            }
        }
        this.cursor = this.limit_backward;
        this.#r_fix_endings();
        return true;
    }

    /** @return {boolean} */
    #r_remove_vetrumai_urupukal() {
        let /** number */ a;
        this.#B_found_vetrumai_urupu = false;
        if (!this.#r_has_min_length()) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_1 = this.limit - this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_2 = this.limit - this.cursor;
                this.ket = this.cursor;
                a = this.find_among_b(a_20);
                if (a === 0) break lab1;
                this.bra = this.cursor;
                switch (a) {
                    case 1: {
                        this.slice_del();
                        break;
                    }
                    case 2: {
                        this.slice_from("\u0BCD");
                        break;
                    }
                    case 3: {
                        {
                            const /** number */ v_3 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab2: {
                                if (!(this.eq_s_b("\u0BAE"))) break lab2;
                                break lab1;
                            }
                            this.cursor = this.limit - v_3;
                        }
                        this.slice_from("\u0BCD");
                        break;
                    }
                    case 4: {
                        if (this.current.length < 7) break lab1;
                        this.slice_from("\u0BCD");
                        break;
                    }
                    case 5: {
                        {
                            const /** number */ v_4 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab3: {
                                if (this.find_among_b(a_18) === 0) break lab3;
                                break lab1;
                            }
                            this.cursor = this.limit - v_4;
                        }
                        this.slice_from("\u0BCD");
                        break;
                    }
                    case 6: {
                        {
                            const /** number */ v_5 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab4: {
                                if (this.find_among_b(a_19) === 0) break lab4;
                                break lab1;
                            }
                            this.cursor = this.limit - v_5;
                        }
                        this.slice_del();
                        break;
                    }
                    case 7: {
                        this.slice_from("\u0BBF");
                        break;
                    }
                }
                this.cursor = this.limit - v_2;
                break lab0;
            }
            this.cursor = this.limit - v_1;
            const /** number */ v_6 = this.limit - this.cursor;
            this.ket = this.cursor;
            if (!(this.eq_s_b("\u0BC8"))) return false;
            // deno-lint-ignore no-unused-labels
            lab5: {
                const /** number */ v_7 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab6: {
                    {
                        const /** number */ v_8 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab7: {
                            if (this.find_among_b(a_21) === 0) break lab7;
                            break lab6;
                        }
                        this.cursor = this.limit - v_8;
                    }
                    break lab5;
                }
                this.cursor = this.limit - v_7;
                const /** number */ v_9 = this.limit - this.cursor;
                if (this.find_among_b(a_22) === 0) return false;
                if (!(this.eq_s_b("\u0BCD"))) return false;
                this.cursor = this.limit - v_9;
            }
            this.bra = this.cursor;
            this.slice_from("\u0BCD");
            this.cursor = this.limit - v_6;
        }
        this.#B_found_vetrumai_urupu = true;
        const /** number */ v_10 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab8: {
            this.ket = this.cursor;
            if (!(this.eq_s_b("\u0BBF\u0BA9\u0BCD"))) break lab8;
            this.bra = this.cursor;
            this.slice_from("\u0BCD");
        }
        this.cursor = this.limit - v_10;
        this.cursor = this.limit_backward;
        this.#r_fix_endings();
        return true;
    }

    /** @return {boolean} */
    #r_remove_tense_suffixes() {
        while (true) {
            const /** number */ v_1 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                if (!this.#r_remove_tense_suffix()) break lab0;
                continue;
            }
            this.cursor = v_1;
            break;
        }
        return true;
    }

    /** @return {boolean} */
    #r_remove_tense_suffix() {
        let /** boolean */ B_found_a_match;
        let /** number */ a;
        B_found_a_match = false;
        if (!this.#r_has_min_length()) return false;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_1 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_2 = this.limit - this.cursor;
            this.ket = this.cursor;
            a = this.find_among_b(a_25);
            if (a === 0) break lab0;
            this.bra = this.cursor;
            switch (a) {
                case 1: {
                    this.slice_del();
                    break;
                }
                case 2: {
                    {
                        const /** number */ v_3 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab1: {
                            if (this.find_among_b(a_23) === 0) break lab1;
                            break lab0;
                        }
                        this.cursor = this.limit - v_3;
                    }
                    this.slice_del();
                    break;
                }
                case 3: {
                    {
                        const /** number */ v_4 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab2: {
                            if (this.find_among_b(a_24) === 0) break lab2;
                            break lab0;
                        }
                        this.cursor = this.limit - v_4;
                    }
                    this.slice_del();
                    break;
                }
                case 4: {
                    {
                        const /** number */ v_5 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab3: {
                            if (!(this.eq_s_b("\u0B9A"))) break lab3;
                            break lab0;
                        }
                        this.cursor = this.limit - v_5;
                    }
                    this.slice_from("\u0BCD");
                    break;
                }
                case 5: {
                    this.slice_from("\u0BCD");
                    break;
                }
                case 6: {
                    const /** number */ v_6 = this.limit - this.cursor;
                    if (!(this.eq_s_b("\u0BCD"))) break lab0;
                    this.cursor = this.limit - v_6;
                    this.slice_del();
                    break;
                }
            }
            B_found_a_match = true;
            this.cursor = this.limit - v_2;
        }
        this.cursor = this.limit - v_1;
        const /** number */ v_7 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab4: {
            this.ket = this.cursor;
            if (this.find_among_b(a_26) === 0) break lab4;
            this.bra = this.cursor;
            this.slice_del();
            B_found_a_match = true;
        }
        this.cursor = this.limit - v_7;
        this.cursor = this.limit_backward;
        this.#r_fix_endings();
        return B_found_a_match;
    }

    /** @return {boolean} */
    #stem() {
        this.#B_found_vetrumai_urupu = false;
        const /** number */ v_1 = this.cursor;
        this.#r_fix_ending();
        this.cursor = v_1;
        if (!this.#r_has_min_length()) return false;
        const /** number */ v_2 = this.cursor;
        this.#r_remove_question_prefixes();
        this.cursor = v_2;
        const /** number */ v_3 = this.cursor;
        this.#r_remove_pronoun_prefixes();
        this.cursor = v_3;
        const /** number */ v_4 = this.cursor;
        this.#r_remove_question_suffixes();
        this.cursor = v_4;
        const /** number */ v_5 = this.cursor;
        this.#r_remove_um();
        this.cursor = v_5;
        const /** number */ v_6 = this.cursor;
        this.#r_remove_common_word_endings();
        this.cursor = v_6;
        const /** number */ v_7 = this.cursor;
        this.#r_remove_vetrumai_urupukal();
        this.cursor = v_7;
        const /** number */ v_8 = this.cursor;
        this.#r_remove_plural_suffix();
        this.cursor = v_8;
        const /** number */ v_9 = this.cursor;
        this.#r_remove_command_suffixes();
        this.cursor = v_9;
        const /** number */ v_10 = this.cursor;
        this.#r_remove_tense_suffixes();
        this.cursor = v_10;
        return true;
    }

    /**@return{string}*/
    stem(/**string*/input) {
        this.setCurrent(input);
        this.#stem();
        return this.getCurrent();
    }

    stemWord = this.stem;
}

export { TamilStemmer };
