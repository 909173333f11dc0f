// Generated from yiddish.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["\u05D5\u05D5", -1, 1],
    ["\u05D5\u05D9", -1, 2],
    ["\u05D9\u05D9", -1, 3],
    ["\u05DA", -1, 4],
    ["\u05DD", -1, 5],
    ["\u05DF", -1, 6],
    ["\u05E3", -1, 7],
    ["\u05E5", -1, 8]
];

const a_1 = [
    ["\u05D0\u05D3\u05D5\u05E8\u05DB", -1, 1],
    ["\u05D0\u05D4\u05D9\u05E0", -1, 1],
    ["\u05D0\u05D4\u05E2\u05E8", -1, 1],
    ["\u05D0\u05D4\u05F2\u05DE", -1, 1],
    ["\u05D0\u05D5\u05DE", -1, 1],
    ["\u05D0\u05D5\u05E0\u05D8\u05E2\u05E8", -1, 1],
    ["\u05D0\u05D9\u05D1\u05E2\u05E8", -1, 1],
    ["\u05D0\u05E0", -1, 1],
    ["\u05D0\u05E0\u05D8", 7, 1],
    ["\u05D0\u05E0\u05D8\u05E7\u05E2\u05D2\u05E0", 8, 1],
    ["\u05D0\u05E0\u05D9\u05D3\u05E2\u05E8", 7, 1],
    ["\u05D0\u05E4", -1, 1],
    ["\u05D0\u05E4\u05D9\u05E8", 11, 1],
    ["\u05D0\u05E7\u05E2\u05D2\u05E0", -1, 1],
    ["\u05D0\u05E8\u05D0\u05E4", -1, 1],
    ["\u05D0\u05E8\u05D5\u05DE", -1, 1],
    ["\u05D0\u05E8\u05D5\u05E0\u05D8\u05E2\u05E8", -1, 1],
    ["\u05D0\u05E8\u05D9\u05D1\u05E2\u05E8", -1, 1],
    ["\u05D0\u05E8\u05F1\u05E1", -1, 1],
    ["\u05D0\u05E8\u05F1\u05E4", -1, 1],
    ["\u05D0\u05E8\u05F2\u05E0", -1, 1],
    ["\u05D0\u05F0\u05E2\u05E7", -1, 1],
    ["\u05D0\u05F1\u05E1", -1, 1],
    ["\u05D0\u05F1\u05E4", -1, 1],
    ["\u05D0\u05F2\u05E0", -1, 1],
    ["\u05D1\u05D0", -1, 1],
    ["\u05D1\u05F2", -1, 1],
    ["\u05D3\u05D5\u05E8\u05DB", -1, 1],
    ["\u05D3\u05E2\u05E8", -1, 1],
    ["\u05DE\u05D9\u05D8", -1, 1],
    ["\u05E0\u05D0\u05DB", -1, 1],
    ["\u05E4\u05D0\u05E8", -1, 1],
    ["\u05E4\u05D0\u05E8\u05D1\u05F2", 31, 1],
    ["\u05E4\u05D0\u05E8\u05F1\u05E1", 31, 1],
    ["\u05E4\u05D5\u05E0\u05D0\u05E0\u05D3\u05E2\u05E8", -1, 1],
    ["\u05E6\u05D5", -1, 1],
    ["\u05E6\u05D5\u05D6\u05D0\u05DE\u05E2\u05E0", 35, 1],
    ["\u05E6\u05D5\u05E0\u05F1\u05E4", 35, 1],
    ["\u05E6\u05D5\u05E8\u05D9\u05E7", 35, 1],
    ["\u05E6\u05E2", -1, 1]
];

const a_2 = [
    ["\u05D3\u05D6\u05E9", -1, -1],
    ["\u05E9\u05D8\u05E8", -1, -1],
    ["\u05E9\u05D8\u05E9", -1, -1],
    ["\u05E9\u05E4\u05E8", -1, -1]
];

const a_3 = [
    ["\u05E7\u05DC\u05D9\u05D1", -1, 9],
    ["\u05E8\u05D9\u05D1", -1, 10],
    ["\u05D8\u05E8\u05D9\u05D1", 1, 7],
    ["\u05E9\u05E8\u05D9\u05D1", 1, 15],
    ["\u05D4\u05F1\u05D1", -1, 23],
    ["\u05E9\u05F0\u05D9\u05D2", -1, 12],
    ["\u05D2\u05D0\u05E0\u05D2", -1, 1],
    ["\u05D6\u05D5\u05E0\u05D2", -1, 18],
    ["\u05E9\u05DC\u05D5\u05E0\u05D2", -1, 21],
    ["\u05E6\u05F0\u05D5\u05E0\u05D2", -1, 20],
    ["\u05D1\u05F1\u05D2", -1, 22],
    ["\u05D1\u05D5\u05E0\u05D3", -1, 16],
    ["\u05F0\u05D9\u05D6", -1, 6],
    ["\u05D1\u05D9\u05D8", -1, 4],
    ["\u05DC\u05D9\u05D8", -1, 8],
    ["\u05DE\u05D9\u05D8", -1, 3],
    ["\u05E9\u05E0\u05D9\u05D8", -1, 14],
    ["\u05E0\u05D5\u05DE", -1, 2],
    ["\u05E9\u05D8\u05D0\u05E0", -1, 25],
    ["\u05D1\u05D9\u05E1", -1, 5],
    ["\u05E9\u05DE\u05D9\u05E1", -1, 13],
    ["\u05E8\u05D9\u05E1", -1, 11],
    ["\u05D8\u05E8\u05D5\u05E0\u05E7", -1, 19],
    ["\u05E4\u05D0\u05E8\u05DC\u05F1\u05E8", -1, 24],
    ["\u05E9\u05F0\u05F1\u05E8", -1, 26],
    ["\u05F0\u05D5\u05D8\u05E9", -1, 17]
];

const a_4 = [
    ["\u05D5\u05E0\u05D2", -1, 1],
    ["\u05E1\u05D8\u05D5", -1, 1],
    ["\u05D8", -1, 1],
    ["\u05D1\u05E8\u05D0\u05DB\u05D8", 2, 31],
    ["\u05E1\u05D8", 2, 1],
    ["\u05D9\u05E1\u05D8", 4, 33],
    ["\u05E2\u05D8", 2, 1],
    ["\u05E9\u05D0\u05E4\u05D8", 2, 1],
    ["\u05D4\u05F2\u05D8", 2, 1],
    ["\u05E7\u05F2\u05D8", 2, 1],
    ["\u05D9\u05E7\u05F2\u05D8", 9, 1],
    ["\u05DC\u05E2\u05DB", -1, 1],
    ["\u05E2\u05DC\u05E2\u05DB", 11, 1],
    ["\u05D9\u05D6\u05DE", -1, 1],
    ["\u05D9\u05DE", -1, 1],
    ["\u05E2\u05DE", -1, 1],
    ["\u05E2\u05E0\u05E2\u05DE", 15, 3],
    ["\u05D8\u05E2\u05E0\u05E2\u05DE", 16, 4],
    ["\u05E0", -1, 1],
    ["\u05E7\u05DC\u05D9\u05D1\u05E0", 18, 14],
    ["\u05E8\u05D9\u05D1\u05E0", 18, 15],
    ["\u05D8\u05E8\u05D9\u05D1\u05E0", 20, 12],
    ["\u05E9\u05E8\u05D9\u05D1\u05E0", 20, 7],
    ["\u05D4\u05F1\u05D1\u05E0", 18, 27],
    ["\u05E9\u05F0\u05D9\u05D2\u05E0", 18, 17],
    ["\u05D6\u05D5\u05E0\u05D2\u05E0", 18, 22],
    ["\u05E9\u05DC\u05D5\u05E0\u05D2\u05E0", 18, 25],
    ["\u05E6\u05F0\u05D5\u05E0\u05D2\u05E0", 18, 24],
    ["\u05D1\u05F1\u05D2\u05E0", 18, 26],
    ["\u05D1\u05D5\u05E0\u05D3\u05E0", 18, 20],
    ["\u05F0\u05D9\u05D6\u05E0", 18, 11],
    ["\u05D8\u05E0", 18, 4],
    ["GE\u05D1\u05D9\u05D8\u05E0", 31, 9],
    ["GE\u05DC\u05D9\u05D8\u05E0", 31, 13],
    ["GE\u05DE\u05D9\u05D8\u05E0", 31, 8],
    ["\u05E9\u05E0\u05D9\u05D8\u05E0", 31, 19],
    ["\u05E1\u05D8\u05E0", 31, 1],
    ["\u05D9\u05E1\u05D8\u05E0", 36, 1],
    ["\u05E2\u05D8\u05E0", 31, 1],
    ["GE\u05D1\u05D9\u05E1\u05E0", 18, 10],
    ["\u05E9\u05DE\u05D9\u05E1\u05E0", 18, 18],
    ["GE\u05E8\u05D9\u05E1\u05E0", 18, 16],
    ["\u05E2\u05E0", 18, 1],
    ["\u05D2\u05D0\u05E0\u05D2\u05E2\u05E0", 42, 5],
    ["\u05E2\u05DC\u05E2\u05E0", 42, 1],
    ["\u05E0\u05D5\u05DE\u05E2\u05E0", 42, 6],
    ["\u05D9\u05D6\u05DE\u05E2\u05E0", 42, 1],
    ["\u05E9\u05D8\u05D0\u05E0\u05E2\u05E0", 42, 29],
    ["\u05D8\u05E8\u05D5\u05E0\u05E7\u05E0", 18, 23],
    ["\u05E4\u05D0\u05E8\u05DC\u05F1\u05E8\u05E0", 18, 28],
    ["\u05E9\u05F0\u05F1\u05E8\u05E0", 18, 30],
    ["\u05F0\u05D5\u05D8\u05E9\u05E0", 18, 21],
    ["\u05D2\u05F2\u05E0", 18, 5],
    ["\u05E1", -1, 1],
    ["\u05D8\u05E1", 53, 4],
    ["\u05E2\u05D8\u05E1", 54, 1],
    ["\u05E0\u05E1", 53, 1],
    ["\u05D8\u05E0\u05E1", 56, 4],
    ["\u05E2\u05E0\u05E1", 56, 3],
    ["\u05E2\u05E1", 53, 1],
    ["\u05D9\u05E2\u05E1", 59, 2],
    ["\u05E2\u05DC\u05E2\u05E1", 59, 1],
    ["\u05E2\u05E8\u05E1", 53, 1],
    ["\u05E2\u05E0\u05E2\u05E8\u05E1", 62, 1],
    ["\u05E2", -1, 1],
    ["\u05D8\u05E2", 64, 4],
    ["\u05E1\u05D8\u05E2", 65, 1],
    ["\u05E2\u05D8\u05E2", 65, 1],
    ["\u05D9\u05E2", 64, -1],
    ["\u05E2\u05DC\u05E2", 64, 1],
    ["\u05E2\u05E0\u05E2", 64, 3],
    ["\u05D8\u05E2\u05E0\u05E2", 70, 4],
    ["\u05E2\u05E8", -1, 1],
    ["\u05D8\u05E2\u05E8", 72, 4],
    ["\u05E1\u05D8\u05E2\u05E8", 73, 1],
    ["\u05E2\u05D8\u05E2\u05E8", 73, 1],
    ["\u05E2\u05E0\u05E2\u05E8", 72, 3],
    ["\u05D8\u05E2\u05E0\u05E2\u05E8", 76, 4],
    ["\u05D5\u05EA", -1, 32]
];

const a_5 = [
    ["\u05D5\u05E0\u05D2", -1, 1],
    ["\u05E9\u05D0\u05E4\u05D8", -1, 1],
    ["\u05D4\u05F2\u05D8", -1, 1],
    ["\u05E7\u05F2\u05D8", -1, 1],
    ["\u05D9\u05E7\u05F2\u05D8", 3, 1],
    ["\u05DC", -1, 2]
];

const a_6 = [
    ["\u05D9\u05D2", -1, 1],
    ["\u05D9\u05E7", -1, 1],
    ["\u05D3\u05D9\u05E7", 1, 1],
    ["\u05E0\u05D3\u05D9\u05E7", 2, 1],
    ["\u05E2\u05E0\u05D3\u05D9\u05E7", 3, 1],
    ["\u05D1\u05DC\u05D9\u05E7", 1, -1],
    ["\u05D2\u05DC\u05D9\u05E7", 1, -1],
    ["\u05E0\u05D9\u05E7", 1, 1],
    ["\u05D9\u05E9", -1, 1]
];

const /** Array<number> */ g_niked = [255, 155, 6];

const /** Array<number> */ g_vowel = [33, 2, 4, 0, 6];

const /** Array<number> */ g_consonant = [239, 254, 253, 131];

import { BaseStemmer } from './base-stemmer.js'

class YiddishStemmer extends BaseStemmer {

    #I_p1/** number */ = 0;


    /** @return {boolean} */
    #r_prelude() {
        let /** number */ a;
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            while (true) {
                const /** number */ v_2 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    // deno-lint-ignore no-unused-labels
                    golab2: while (true)
                    {
                        const /** number */ v_3 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab3: {
                            this.bra = this.cursor;
                            a = this.find_among(a_0);
                            if (a === 0) break lab3;
                            this.ket = this.cursor;
                            switch (a) {
                                case 1: {
                                    {
                                        const /** number */ v_4 = this.cursor;
                                        // deno-lint-ignore no-unused-labels
                                        lab4: {
                                            if (!(this.eq_s("\u05BC"))) break lab4;
                                            break lab3;
                                        }
                                        this.cursor = v_4;
                                    }
                                    this.slice_from("\u05F0");
                                    break;
                                }
                                case 2: {
                                    {
                                        const /** number */ v_5 = this.cursor;
                                        // deno-lint-ignore no-unused-labels
                                        lab5: {
                                            if (!(this.eq_s("\u05B4"))) break lab5;
                                            break lab3;
                                        }
                                        this.cursor = v_5;
                                    }
                                    this.slice_from("\u05F1");
                                    break;
                                }
                                case 3: {
                                    {
                                        const /** number */ v_6 = this.cursor;
                                        // deno-lint-ignore no-unused-labels
                                        lab6: {
                                            if (!(this.eq_s("\u05B4"))) break lab6;
                                            break lab3;
                                        }
                                        this.cursor = v_6;
                                    }
                                    this.slice_from("\u05F2");
                                    break;
                                }
                                case 4: {
                                    this.slice_from("\u05DB");
                                    break;
                                }
                                case 5: {
                                    this.slice_from("\u05DE");
                                    break;
                                }
                                case 6: {
                                    this.slice_from("\u05E0");
                                    break;
                                }
                                case 7: {
                                    this.slice_from("\u05E4");
                                    break;
                                }
                                case 8: {
                                    this.slice_from("\u05E6");
                                    break;
                                }
                            }
                            this.cursor = v_3;
                            break golab2;
                        }
                        this.cursor = v_3;
                        if (this.cursor >= this.limit) break lab1;
                        this.cursor++;
                    }
                    continue;
                }
                this.cursor = v_2;
                break;
            }
        }
        this.cursor = v_1;
        const /** number */ v_7 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab7: {
            while (true) {
                const /** number */ v_8 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab8: {
                    // deno-lint-ignore no-unused-labels
                    golab9: while (true)
                    {
                        const /** number */ v_9 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab10: {
                            this.bra = this.cursor;
                            if (!(this.in_grouping(g_niked, 1456, 1474))) break lab10;
                            this.ket = this.cursor;
                            this.slice_del();
                            this.cursor = v_9;
                            break golab9;
                        }
                        this.cursor = v_9;
                        if (this.cursor >= this.limit) break lab8;
                        this.cursor++;
                    }
                    continue;
                }
                this.cursor = v_8;
                break;
            }
        }
        this.cursor = v_7;
        return true;
    }

    /** @return {boolean} */
    #r_mark_regions() {
        let /** number */ I_x;
        this.#I_p1 = this.limit;
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            this.bra = this.cursor;
            if (!(this.eq_s("\u05D2\u05E2"))) {
                this.cursor = v_1;
                break lab0;
            }
            this.ket = this.cursor;
            {
                const /** number */ v_2 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    // deno-lint-ignore no-unused-labels
                    lab2: {
                        const /** number */ v_3 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab3: {
                            if (!(this.eq_s("\u05DC\u05D8"))) break lab3;
                            break lab2;
                        }
                        this.cursor = v_3;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            if (!(this.eq_s("\u05D1\u05E0"))) break lab4;
                            break lab2;
                        }
                        this.cursor = v_3;
                        if (this.cursor < this.limit) break lab1;
                    }
                    this.cursor = v_1;
                    break lab0;
                }
                this.cursor = v_2;
            }
            this.slice_from("GE");
        }
        const /** number */ v_4 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab5: {
            if (this.find_among(a_1) === 0) {
                this.cursor = v_4;
                break lab5;
            }
            // deno-lint-ignore no-unused-labels
            lab6: {
                const /** number */ v_5 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab7: {
                    const /** number */ v_6 = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab8: {
                        const /** number */ v_7 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab9: {
                            if (!(this.eq_s("\u05E6\u05D5\u05D2\u05E0"))) break lab9;
                            break lab8;
                        }
                        this.cursor = v_7;
                        // deno-lint-ignore no-unused-labels
                        lab10: {
                            if (!(this.eq_s("\u05E6\u05D5\u05E7\u05D8"))) break lab10;
                            break lab8;
                        }
                        this.cursor = v_7;
                        if (!(this.eq_s("\u05E6\u05D5\u05E7\u05E0"))) break lab7;
                    }
                    if (this.cursor < this.limit) break lab7;
                    this.cursor = v_6;
                    break lab6;
                }
                this.cursor = v_5;
                // deno-lint-ignore no-unused-labels
                lab11: {
                    const /** number */ v_8 = this.cursor;
                    if (!(this.eq_s("\u05D2\u05E2\u05D1\u05E0"))) break lab11;
                    this.cursor = v_8;
                    break lab6;
                }
                this.cursor = v_5;
                // deno-lint-ignore no-unused-labels
                lab12: {
                    this.bra = this.cursor;
                    if (!(this.eq_s("\u05D2\u05E2"))) break lab12;
                    this.ket = this.cursor;
                    this.slice_from("GE");
                    break lab6;
                }
                this.cursor = v_5;
                this.bra = this.cursor;
                if (!(this.eq_s("\u05E6\u05D5"))) {
                    this.cursor = v_4;
                    break lab5;
                }
                this.ket = this.cursor;
                this.slice_from("TSU");
            }
        }
        const /** number */ v_9 = this.cursor;
        {
            const /** number */ c = this.cursor + 3;
            if (c > this.limit) return false;
            this.cursor = c;
        }
        I_x = this.cursor;
        this.cursor = v_9;
        const /** number */ v_10 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab13: {
            if (this.find_among(a_2) === 0) {
                this.cursor = v_10;
                break lab13;
            }
        }
        {
            const /** number */ v_11 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab14: {
                if (!(this.in_grouping(g_consonant, 1489, 1520))) break lab14;
                if (!(this.in_grouping(g_consonant, 1489, 1520))) break lab14;
                if (!(this.in_grouping(g_consonant, 1489, 1520))) break lab14;
                this.#I_p1 = this.cursor;
                return false;
            }
            this.cursor = v_11;
        }
        if (!this.go_out_grouping(g_vowel, 1488, 1522)) return false;
        this.cursor++;
        if (!this.go_in_grouping(g_vowel, 1488, 1522)) return false;
        this.#I_p1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab15: {
            if (this.#I_p1 >= I_x) break lab15;
            this.#I_p1 = I_x;
        }
        return true;
    }

    /** @return {boolean} */
    #r_R1() {
        return this.#I_p1 <= this.cursor;
    }

    /** @return {boolean} */
    #r_R1plus3() {
        return this.#I_p1 <= (this.cursor + 3);
    }

    /** @return {boolean} */
    #r_standard_suffix() {
        let /** number */ a;
        const /** number */ v_1 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            this.ket = this.cursor;
            a = this.find_among_b(a_4);
            if (a === 0) break lab0;
            this.bra = this.cursor;
            switch (a) {
                case 1: {
                    if (!this.#r_R1()) break lab0;
                    this.slice_del();
                    break;
                }
                case 2: {
                    if (!this.#r_R1()) break lab0;
                    this.slice_from("\u05D9\u05E2");
                    break;
                }
                case 3: {
                    if (!this.#r_R1()) break lab0;
                    this.slice_del();
                    this.ket = this.cursor;
                    a = this.find_among_b(a_3);
                    if (a === 0) break lab0;
                    this.bra = this.cursor;
                    switch (a) {
                        case 1: {
                            this.slice_from("\u05D2\u05F2");
                            break;
                        }
                        case 2: {
                            this.slice_from("\u05E0\u05E2\u05DE");
                            break;
                        }
                        case 3: {
                            this.slice_from("\u05DE\u05F2\u05D3");
                            break;
                        }
                        case 4: {
                            this.slice_from("\u05D1\u05F2\u05D8");
                            break;
                        }
                        case 5: {
                            this.slice_from("\u05D1\u05F2\u05E1");
                            break;
                        }
                        case 6: {
                            this.slice_from("\u05F0\u05F2\u05D6");
                            break;
                        }
                        case 7: {
                            this.slice_from("\u05D8\u05E8\u05F2\u05D1");
                            break;
                        }
                        case 8: {
                            this.slice_from("\u05DC\u05F2\u05D8");
                            break;
                        }
                        case 9: {
                            this.slice_from("\u05E7\u05DC\u05F2\u05D1");
                            break;
                        }
                        case 10: {
                            this.slice_from("\u05E8\u05F2\u05D1");
                            break;
                        }
                        case 11: {
                            this.slice_from("\u05E8\u05F2\u05E1");
                            break;
                        }
                        case 12: {
                            this.slice_from("\u05E9\u05F0\u05F2\u05D2");
                            break;
                        }
                        case 13: {
                            this.slice_from("\u05E9\u05DE\u05F2\u05E1");
                            break;
                        }
                        case 14: {
                            this.slice_from("\u05E9\u05E0\u05F2\u05D3");
                            break;
                        }
                        case 15: {
                            this.slice_from("\u05E9\u05E8\u05F2\u05D1");
                            break;
                        }
                        case 16: {
                            this.slice_from("\u05D1\u05D9\u05E0\u05D3");
                            break;
                        }
                        case 17: {
                            this.slice_from("\u05F0\u05D9\u05D8\u05E9");
                            break;
                        }
                        case 18: {
                            this.slice_from("\u05D6\u05D9\u05E0\u05D2");
                            break;
                        }
                        case 19: {
                            this.slice_from("\u05D8\u05E8\u05D9\u05E0\u05E7");
                            break;
                        }
                        case 20: {
                            this.slice_from("\u05E6\u05F0\u05D9\u05E0\u05D2");
                            break;
                        }
                        case 21: {
                            this.slice_from("\u05E9\u05DC\u05D9\u05E0\u05D2");
                            break;
                        }
                        case 22: {
                            this.slice_from("\u05D1\u05F2\u05D2");
                            break;
                        }
                        case 23: {
                            this.slice_from("\u05D4\u05F2\u05D1");
                            break;
                        }
                        case 24: {
                            this.slice_from("\u05E4\u05D0\u05E8\u05DC\u05D9\u05E8");
                            break;
                        }
                        case 25: {
                            this.slice_from("\u05E9\u05D8\u05F2");
                            break;
                        }
                        case 26: {
                            this.slice_from("\u05E9\u05F0\u05E2\u05E8");
                            break;
                        }
                    }
                    break;
                }
                case 4: {
                    // deno-lint-ignore no-unused-labels
                    lab1: {
                        const /** number */ v_2 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab2: {
                            if (!this.#r_R1()) break lab2;
                            this.slice_del();
                            break lab1;
                        }
                        this.cursor = this.limit - v_2;
                        this.slice_from("\u05D8");
                    }
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("\u05D1\u05E8\u05D0\u05DB"))) break lab0;
                    const /** number */ v_3 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        if (!(this.eq_s_b("\u05D2\u05E2"))) {
                            this.cursor = this.limit - v_3;
                            break lab3;
                        }
                    }
                    this.bra = this.cursor;
                    this.slice_from("\u05D1\u05E8\u05E2\u05E0\u05D2");
                    break;
                }
                case 5: {
                    this.slice_from("\u05D2\u05F2");
                    break;
                }
                case 6: {
                    this.slice_from("\u05E0\u05E2\u05DE");
                    break;
                }
                case 7: {
                    this.slice_from("\u05E9\u05E8\u05F2\u05D1");
                    break;
                }
                case 8: {
                    this.slice_from("\u05DE\u05F2\u05D3");
                    break;
                }
                case 9: {
                    this.slice_from("\u05D1\u05F2\u05D8");
                    break;
                }
                case 10: {
                    this.slice_from("\u05D1\u05F2\u05E1");
                    break;
                }
                case 11: {
                    this.slice_from("\u05F0\u05F2\u05D6");
                    break;
                }
                case 12: {
                    this.slice_from("\u05D8\u05E8\u05F2\u05D1");
                    break;
                }
                case 13: {
                    this.slice_from("\u05DC\u05F2\u05D8");
                    break;
                }
                case 14: {
                    this.slice_from("\u05E7\u05DC\u05F2\u05D1");
                    break;
                }
                case 15: {
                    this.slice_from("\u05E8\u05F2\u05D1");
                    break;
                }
                case 16: {
                    this.slice_from("\u05E8\u05F2\u05E1");
                    break;
                }
                case 17: {
                    this.slice_from("\u05E9\u05F0\u05F2\u05D2");
                    break;
                }
                case 18: {
                    this.slice_from("\u05E9\u05DE\u05F2\u05E1");
                    break;
                }
                case 19: {
                    this.slice_from("\u05E9\u05E0\u05F2\u05D3");
                    break;
                }
                case 20: {
                    this.slice_from("\u05D1\u05D9\u05E0\u05D3");
                    break;
                }
                case 21: {
                    this.slice_from("\u05F0\u05D9\u05D8\u05E9");
                    break;
                }
                case 22: {
                    this.slice_from("\u05D6\u05D9\u05E0\u05D2");
                    break;
                }
                case 23: {
                    this.slice_from("\u05D8\u05E8\u05D9\u05E0\u05E7");
                    break;
                }
                case 24: {
                    this.slice_from("\u05E6\u05F0\u05D9\u05E0\u05D2");
                    break;
                }
                case 25: {
                    this.slice_from("\u05E9\u05DC\u05D9\u05E0\u05D2");
                    break;
                }
                case 26: {
                    this.slice_from("\u05D1\u05F2\u05D2");
                    break;
                }
                case 27: {
                    this.slice_from("\u05D4\u05F2\u05D1");
                    break;
                }
                case 28: {
                    this.slice_from("\u05E4\u05D0\u05E8\u05DC\u05D9\u05E8");
                    break;
                }
                case 29: {
                    this.slice_from("\u05E9\u05D8\u05F2");
                    break;
                }
                case 30: {
                    this.slice_from("\u05E9\u05F0\u05E2\u05E8");
                    break;
                }
                case 31: {
                    this.slice_from("\u05D1\u05E8\u05E2\u05E0\u05D2");
                    break;
                }
                case 32: {
                    if (!this.#r_R1()) break lab0;
                    this.slice_from("\u05D4");
                    break;
                }
                case 33: {
                    // deno-lint-ignore no-unused-labels
                    lab4: {
                        const /** number */ v_4 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab5: {
                            // deno-lint-ignore no-unused-labels
                            lab6: {
                                const /** number */ v_5 = this.limit - this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab7: {
                                    if (!(this.eq_s_b("\u05D2"))) break lab7;
                                    break lab6;
                                }
                                this.cursor = this.limit - v_5;
                                if (!(this.eq_s_b("\u05E9"))) break lab5;
                            }
                            const /** number */ v_6 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab8: {
                                if (!this.#r_R1plus3()) {
                                    this.cursor = this.limit - v_6;
                                    break lab8;
                                }
                                this.slice_from("\u05D9\u05E1");
                            }
                            break lab4;
                        }
                        this.cursor = this.limit - v_4;
                        if (!this.#r_R1()) break lab0;
                        this.slice_del();
                    }
                    break;
                }
            }
        }
        this.cursor = this.limit - v_1;
        const /** number */ v_7 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab9: {
            this.ket = this.cursor;
            a = this.find_among_b(a_5);
            if (a === 0) break lab9;
            this.bra = this.cursor;
            switch (a) {
                case 1: {
                    if (!this.#r_R1()) break lab9;
                    this.slice_del();
                    break;
                }
                case 2: {
                    if (!this.#r_R1()) break lab9;
                    if (!(this.in_grouping_b(g_consonant, 1489, 1520))) break lab9;
                    this.slice_del();
                    break;
                }
            }
        }
        this.cursor = this.limit - v_7;
        const /** number */ v_8 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab10: {
            this.ket = this.cursor;
            a = this.find_among_b(a_6);
            if (a === 0) break lab10;
            this.bra = this.cursor;
            switch (a) {
                case 1: {
                    if (!this.#r_R1()) break lab10;
                    this.slice_del();
                    break;
                }
            }
        }
        this.cursor = this.limit - v_8;
        const /** number */ v_9 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab11: {
            while (true) {
                const /** number */ v_10 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab12: {
                    // deno-lint-ignore no-unused-labels
                    golab13: while (true)
                    {
                        const /** number */ v_11 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab14: {
                            this.ket = this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab15: {
                                const /** number */ v_12 = this.limit - this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab16: {
                                    if (!(this.eq_s_b("GE"))) break lab16;
                                    break lab15;
                                }
                                this.cursor = this.limit - v_12;
                                if (!(this.eq_s_b("TSU"))) break lab14;
                            }
                            this.bra = this.cursor;
                            this.slice_del();
                            this.cursor = this.limit - v_11;
                            break golab13;
                        }
                        this.cursor = this.limit - v_11;
                        if (this.cursor <= this.limit_backward) break lab12;
                        this.cursor--;
                    }
                    continue;
                }
                this.cursor = this.limit - v_10;
                break;
            }
        }
        this.cursor = this.limit - v_9;
        return true;
    }

    /** @return {boolean} */
    #stem() {
        this.#r_prelude();
        const /** number */ v_1 = this.cursor;
        this.#r_mark_regions();
        this.cursor = v_1;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        this.#r_standard_suffix();
        this.cursor = this.limit_backward;
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

export { YiddishStemmer };
