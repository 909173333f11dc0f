// Generated from hungarian.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["\u00E1", -1, 1],
    ["\u00E9", -1, 2]
];

const a_1 = [
    ["bb", -1, -1],
    ["cc", -1, -1],
    ["dd", -1, -1],
    ["ff", -1, -1],
    ["gg", -1, -1],
    ["jj", -1, -1],
    ["kk", -1, -1],
    ["ll", -1, -1],
    ["mm", -1, -1],
    ["nn", -1, -1],
    ["pp", -1, -1],
    ["rr", -1, -1],
    ["ccs", -1, -1],
    ["ss", -1, -1],
    ["zzs", -1, -1],
    ["tt", -1, -1],
    ["vv", -1, -1],
    ["ggy", -1, -1],
    ["lly", -1, -1],
    ["nny", -1, -1],
    ["tty", -1, -1],
    ["ssz", -1, -1],
    ["zz", -1, -1]
];

const a_2 = [
    ["al", -1, 1],
    ["el", -1, 1]
];

const a_3 = [
    ["ba", -1, -1],
    ["ra", -1, -1],
    ["be", -1, -1],
    ["re", -1, -1],
    ["ig", -1, -1],
    ["nak", -1, -1],
    ["nek", -1, -1],
    ["val", -1, -1],
    ["vel", -1, -1],
    ["ul", -1, -1],
    ["n\u00E1l", -1, -1],
    ["n\u00E9l", -1, -1],
    ["b\u00F3l", -1, -1],
    ["r\u00F3l", -1, -1],
    ["t\u00F3l", -1, -1],
    ["\u00FCl", -1, -1],
    ["b\u0151l", -1, -1],
    ["r\u0151l", -1, -1],
    ["t\u0151l", -1, -1],
    ["n", -1, -1],
    ["an", 19, -1],
    ["ban", 20, -1],
    ["en", 19, -1],
    ["ben", 22, -1],
    ["k\u00E9ppen", 22, -1],
    ["on", 19, -1],
    ["\u00F6n", 19, -1],
    ["k\u00E9pp", -1, -1],
    ["kor", -1, -1],
    ["t", -1, -1],
    ["at", 29, -1],
    ["et", 29, -1],
    ["k\u00E9nt", 29, -1],
    ["ank\u00E9nt", 32, -1],
    ["enk\u00E9nt", 32, -1],
    ["onk\u00E9nt", 32, -1],
    ["ot", 29, -1],
    ["\u00E9rt", 29, -1],
    ["\u00F6t", 29, -1],
    ["hez", -1, -1],
    ["hoz", -1, -1],
    ["h\u00F6z", -1, -1],
    ["v\u00E1", -1, -1],
    ["v\u00E9", -1, -1]
];

const a_4 = [
    ["\u00E1n", -1, 2],
    ["\u00E9n", -1, 1],
    ["\u00E1nk\u00E9nt", -1, 2]
];

const a_5 = [
    ["stul", -1, 1],
    ["astul", 0, 1],
    ["\u00E1stul", 0, 2],
    ["st\u00FCl", -1, 1],
    ["est\u00FCl", 3, 1],
    ["\u00E9st\u00FCl", 3, 3]
];

const a_6 = [
    ["\u00E1", -1, 1],
    ["\u00E9", -1, 1]
];

const a_7 = [
    ["k", -1, 3],
    ["ak", 0, 3],
    ["ek", 0, 3],
    ["ok", 0, 3],
    ["\u00E1k", 0, 1],
    ["\u00E9k", 0, 2],
    ["\u00F6k", 0, 3]
];

const a_8 = [
    ["\u00E9i", -1, 1],
    ["\u00E1\u00E9i", 0, 3],
    ["\u00E9\u00E9i", 0, 2],
    ["\u00E9", -1, 1],
    ["k\u00E9", 3, 1],
    ["ak\u00E9", 4, 1],
    ["ek\u00E9", 4, 1],
    ["ok\u00E9", 4, 1],
    ["\u00E1k\u00E9", 4, 3],
    ["\u00E9k\u00E9", 4, 2],
    ["\u00F6k\u00E9", 4, 1],
    ["\u00E9\u00E9", 3, 2]
];

const a_9 = [
    ["a", -1, 1],
    ["ja", 0, 1],
    ["d", -1, 1],
    ["ad", 2, 1],
    ["ed", 2, 1],
    ["od", 2, 1],
    ["\u00E1d", 2, 2],
    ["\u00E9d", 2, 3],
    ["\u00F6d", 2, 1],
    ["e", -1, 1],
    ["je", 9, 1],
    ["nk", -1, 1],
    ["unk", 11, 1],
    ["\u00E1nk", 11, 2],
    ["\u00E9nk", 11, 3],
    ["\u00FCnk", 11, 1],
    ["uk", -1, 1],
    ["juk", 16, 1],
    ["\u00E1juk", 17, 2],
    ["\u00FCk", -1, 1],
    ["j\u00FCk", 19, 1],
    ["\u00E9j\u00FCk", 20, 3],
    ["m", -1, 1],
    ["am", 22, 1],
    ["em", 22, 1],
    ["om", 22, 1],
    ["\u00E1m", 22, 2],
    ["\u00E9m", 22, 3],
    ["o", -1, 1],
    ["\u00E1", -1, 2],
    ["\u00E9", -1, 3]
];

const a_10 = [
    ["id", -1, 1],
    ["aid", 0, 1],
    ["jaid", 1, 1],
    ["eid", 0, 1],
    ["jeid", 3, 1],
    ["\u00E1id", 0, 2],
    ["\u00E9id", 0, 3],
    ["i", -1, 1],
    ["ai", 7, 1],
    ["jai", 8, 1],
    ["ei", 7, 1],
    ["jei", 10, 1],
    ["\u00E1i", 7, 2],
    ["\u00E9i", 7, 3],
    ["itek", -1, 1],
    ["eitek", 14, 1],
    ["jeitek", 15, 1],
    ["\u00E9itek", 14, 3],
    ["ik", -1, 1],
    ["aik", 18, 1],
    ["jaik", 19, 1],
    ["eik", 18, 1],
    ["jeik", 21, 1],
    ["\u00E1ik", 18, 2],
    ["\u00E9ik", 18, 3],
    ["ink", -1, 1],
    ["aink", 25, 1],
    ["jaink", 26, 1],
    ["eink", 25, 1],
    ["jeink", 28, 1],
    ["\u00E1ink", 25, 2],
    ["\u00E9ink", 25, 3],
    ["aitok", -1, 1],
    ["jaitok", 32, 1],
    ["\u00E1itok", -1, 2],
    ["im", -1, 1],
    ["aim", 35, 1],
    ["jaim", 36, 1],
    ["eim", 35, 1],
    ["jeim", 38, 1],
    ["\u00E1im", 35, 2],
    ["\u00E9im", 35, 3]
];

const /** Array<number> */ g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 17, 36, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1];

import { BaseStemmer } from './base-stemmer.js'

class HungarianStemmer extends BaseStemmer {

    #I_p1/** number */ = 0;


    /** @return {boolean} */
    #r_mark_regions() {
        this.#I_p1 = this.limit;
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_1 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                if (!(this.in_grouping(g_v, 97, 369))) break lab1;
                const /** number */ v_2 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    if (!this.go_in_grouping(g_v, 97, 369)) break lab2;
                    this.cursor++;
                    this.#I_p1 = this.cursor;
                }
                this.cursor = v_2;
                break lab0;
            }
            this.cursor = v_1;
            if (!this.go_out_grouping(g_v, 97, 369)) return false;
            this.cursor++;
            this.#I_p1 = this.cursor;
        }
        return true;
    }

    /** @return {boolean} */
    #r_R1() {
        return this.#I_p1 <= this.cursor;
    }

    /** @return {boolean} */
    #r_v_ending() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_0);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_from("a");
                break;
            }
            case 2: {
                this.slice_from("e");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_double() {
        const /** number */ v_1 = this.limit - this.cursor;
        if (this.find_among_b(a_1) === 0) return false;
        this.cursor = this.limit - v_1;
        return true;
    }

    /** @return {boolean} */
    #r_undouble() {
        if (this.cursor <= this.limit_backward) return false;
        this.cursor--;
        this.ket = this.cursor;
        if (this.cursor <= this.limit_backward) return false;
        this.cursor--;
        this.bra = this.cursor;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_instrum() {
        this.ket = this.cursor;
        if (this.find_among_b(a_2) === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        if (!this.#r_double()) return false;
        this.slice_del();
        return this.#r_undouble();
    }

    /** @return {boolean} */
    #r_case() {
        this.ket = this.cursor;
        if (this.find_among_b(a_3) === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        this.slice_del();
        return this.#r_v_ending();
    }

    /** @return {boolean} */
    #r_case_special() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_4);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_from("e");
                break;
            }
            case 2: {
                this.slice_from("a");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_case_other() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_5);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("a");
                break;
            }
            case 3: {
                this.slice_from("e");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_factive() {
        this.ket = this.cursor;
        if (this.find_among_b(a_6) === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        if (!this.#r_double()) return false;
        this.slice_del();
        return this.#r_undouble();
    }

    /** @return {boolean} */
    #r_plural() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_7);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_from("a");
                break;
            }
            case 2: {
                this.slice_from("e");
                break;
            }
            case 3: {
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_owned() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_8);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("e");
                break;
            }
            case 3: {
                this.slice_from("a");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_sing_owner() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_9);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("a");
                break;
            }
            case 3: {
                this.slice_from("e");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_plur_owner() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_10);
        if (a === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_R1()) return false;
        switch (a) {
            case 1: {
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("a");
                break;
            }
            case 3: {
                this.slice_from("e");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #stem() {
        const /** number */ v_1 = this.cursor;
        this.#r_mark_regions();
        this.cursor = v_1;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_2 = this.limit - this.cursor;
        this.#r_instrum();
        this.cursor = this.limit - v_2;
        const /** number */ v_3 = this.limit - this.cursor;
        this.#r_case();
        this.cursor = this.limit - v_3;
        const /** number */ v_4 = this.limit - this.cursor;
        this.#r_case_special();
        this.cursor = this.limit - v_4;
        const /** number */ v_5 = this.limit - this.cursor;
        this.#r_case_other();
        this.cursor = this.limit - v_5;
        const /** number */ v_6 = this.limit - this.cursor;
        this.#r_factive();
        this.cursor = this.limit - v_6;
        const /** number */ v_7 = this.limit - this.cursor;
        this.#r_owned();
        this.cursor = this.limit - v_7;
        const /** number */ v_8 = this.limit - this.cursor;
        this.#r_sing_owner();
        this.cursor = this.limit - v_8;
        const /** number */ v_9 = this.limit - this.cursor;
        this.#r_plur_owner();
        this.cursor = this.limit - v_9;
        const /** number */ v_10 = this.limit - this.cursor;
        this.#r_plural();
        this.cursor = this.limit - v_10;
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

export { HungarianStemmer };
