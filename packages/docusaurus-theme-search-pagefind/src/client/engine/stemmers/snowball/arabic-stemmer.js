// Generated from arabic.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["\u0640", -1, 1],
    ["\u064B", -1, 1],
    ["\u064C", -1, 1],
    ["\u064D", -1, 1],
    ["\u064E", -1, 1],
    ["\u064F", -1, 1],
    ["\u0650", -1, 1],
    ["\u0651", -1, 1],
    ["\u0652", -1, 1],
    ["\u0660", -1, 2],
    ["\u0661", -1, 3],
    ["\u0662", -1, 4],
    ["\u0663", -1, 5],
    ["\u0664", -1, 6],
    ["\u0665", -1, 7],
    ["\u0666", -1, 8],
    ["\u0667", -1, 9],
    ["\u0668", -1, 10],
    ["\u0669", -1, 11],
    ["\uFE80", -1, 12],
    ["\uFE81", -1, 16],
    ["\uFE82", -1, 16],
    ["\uFE83", -1, 13],
    ["\uFE84", -1, 13],
    ["\uFE85", -1, 17],
    ["\uFE86", -1, 17],
    ["\uFE87", -1, 14],
    ["\uFE88", -1, 14],
    ["\uFE89", -1, 15],
    ["\uFE8A", -1, 15],
    ["\uFE8B", -1, 15],
    ["\uFE8C", -1, 15],
    ["\uFE8D", -1, 18],
    ["\uFE8E", -1, 18],
    ["\uFE8F", -1, 19],
    ["\uFE90", -1, 19],
    ["\uFE91", -1, 19],
    ["\uFE92", -1, 19],
    ["\uFE93", -1, 20],
    ["\uFE94", -1, 20],
    ["\uFE95", -1, 21],
    ["\uFE96", -1, 21],
    ["\uFE97", -1, 21],
    ["\uFE98", -1, 21],
    ["\uFE99", -1, 22],
    ["\uFE9A", -1, 22],
    ["\uFE9B", -1, 22],
    ["\uFE9C", -1, 22],
    ["\uFE9D", -1, 23],
    ["\uFE9E", -1, 23],
    ["\uFE9F", -1, 23],
    ["\uFEA0", -1, 23],
    ["\uFEA1", -1, 24],
    ["\uFEA2", -1, 24],
    ["\uFEA3", -1, 24],
    ["\uFEA4", -1, 24],
    ["\uFEA5", -1, 25],
    ["\uFEA6", -1, 25],
    ["\uFEA7", -1, 25],
    ["\uFEA8", -1, 25],
    ["\uFEA9", -1, 26],
    ["\uFEAA", -1, 26],
    ["\uFEAB", -1, 27],
    ["\uFEAC", -1, 27],
    ["\uFEAD", -1, 28],
    ["\uFEAE", -1, 28],
    ["\uFEAF", -1, 29],
    ["\uFEB0", -1, 29],
    ["\uFEB1", -1, 30],
    ["\uFEB2", -1, 30],
    ["\uFEB3", -1, 30],
    ["\uFEB4", -1, 30],
    ["\uFEB5", -1, 31],
    ["\uFEB6", -1, 31],
    ["\uFEB7", -1, 31],
    ["\uFEB8", -1, 31],
    ["\uFEB9", -1, 32],
    ["\uFEBA", -1, 32],
    ["\uFEBB", -1, 32],
    ["\uFEBC", -1, 32],
    ["\uFEBD", -1, 33],
    ["\uFEBE", -1, 33],
    ["\uFEBF", -1, 33],
    ["\uFEC0", -1, 33],
    ["\uFEC1", -1, 34],
    ["\uFEC2", -1, 34],
    ["\uFEC3", -1, 34],
    ["\uFEC4", -1, 34],
    ["\uFEC5", -1, 35],
    ["\uFEC6", -1, 35],
    ["\uFEC7", -1, 35],
    ["\uFEC8", -1, 35],
    ["\uFEC9", -1, 36],
    ["\uFECA", -1, 36],
    ["\uFECB", -1, 36],
    ["\uFECC", -1, 36],
    ["\uFECD", -1, 37],
    ["\uFECE", -1, 37],
    ["\uFECF", -1, 37],
    ["\uFED0", -1, 37],
    ["\uFED1", -1, 38],
    ["\uFED2", -1, 38],
    ["\uFED3", -1, 38],
    ["\uFED4", -1, 38],
    ["\uFED5", -1, 39],
    ["\uFED6", -1, 39],
    ["\uFED7", -1, 39],
    ["\uFED8", -1, 39],
    ["\uFED9", -1, 40],
    ["\uFEDA", -1, 40],
    ["\uFEDB", -1, 40],
    ["\uFEDC", -1, 40],
    ["\uFEDD", -1, 41],
    ["\uFEDE", -1, 41],
    ["\uFEDF", -1, 41],
    ["\uFEE0", -1, 41],
    ["\uFEE1", -1, 42],
    ["\uFEE2", -1, 42],
    ["\uFEE3", -1, 42],
    ["\uFEE4", -1, 42],
    ["\uFEE5", -1, 43],
    ["\uFEE6", -1, 43],
    ["\uFEE7", -1, 43],
    ["\uFEE8", -1, 43],
    ["\uFEE9", -1, 44],
    ["\uFEEA", -1, 44],
    ["\uFEEB", -1, 44],
    ["\uFEEC", -1, 44],
    ["\uFEED", -1, 45],
    ["\uFEEE", -1, 45],
    ["\uFEEF", -1, 46],
    ["\uFEF0", -1, 46],
    ["\uFEF1", -1, 47],
    ["\uFEF2", -1, 47],
    ["\uFEF3", -1, 47],
    ["\uFEF4", -1, 47],
    ["\uFEF5", -1, 51],
    ["\uFEF6", -1, 51],
    ["\uFEF7", -1, 49],
    ["\uFEF8", -1, 49],
    ["\uFEF9", -1, 50],
    ["\uFEFA", -1, 50],
    ["\uFEFB", -1, 48],
    ["\uFEFC", -1, 48]
];

const a_1 = [
    ["\u0622", -1, 1],
    ["\u0623", -1, 1],
    ["\u0624", -1, 1],
    ["\u0625", -1, 1],
    ["\u0626", -1, 1]
];

const a_2 = [
    ["\u0622", -1, 1],
    ["\u0623", -1, 1],
    ["\u0624", -1, 2],
    ["\u0625", -1, 1],
    ["\u0626", -1, 3]
];

const a_3 = [
    ["\u0627\u0644", -1, 2],
    ["\u0628\u0627\u0644", -1, 1],
    ["\u0643\u0627\u0644", -1, 1],
    ["\u0644\u0644", -1, 2]
];

const a_4 = [
    ["\u0623\u0622", -1, 2],
    ["\u0623\u0623", -1, 1],
    ["\u0623\u0624", -1, 1],
    ["\u0623\u0625", -1, 4],
    ["\u0623\u0627", -1, 3]
];

const a_5 = [
    ["\u0641", -1, 1],
    ["\u0648", -1, 1]
];

const a_6 = [
    ["\u0627\u0644", -1, 2],
    ["\u0628\u0627\u0644", -1, 1],
    ["\u0643\u0627\u0644", -1, 1],
    ["\u0644\u0644", -1, 2]
];

const a_7 = [
    ["\u0628", -1, 1],
    ["\u0628\u0627", 0, -1],
    ["\u0628\u0628", 0, 2],
    ["\u0643\u0643", -1, 3]
];

const a_8 = [
    ["\u0633\u0623", -1, 4],
    ["\u0633\u062A", -1, 2],
    ["\u0633\u0646", -1, 3],
    ["\u0633\u064A", -1, 1]
];

const a_9 = [
    ["\u062A\u0633\u062A", -1, 1],
    ["\u0646\u0633\u062A", -1, 1],
    ["\u064A\u0633\u062A", -1, 1]
];

const a_10 = [
    ["\u0643\u0645\u0627", -1, 3],
    ["\u0647\u0645\u0627", -1, 3],
    ["\u0646\u0627", -1, 2],
    ["\u0647\u0627", -1, 2],
    ["\u0643", -1, 1],
    ["\u0643\u0645", -1, 2],
    ["\u0647\u0645", -1, 2],
    ["\u0647\u0646", -1, 2],
    ["\u0647", -1, 1],
    ["\u064A", -1, 1]
];

const a_11 = [
    ["\u0627", -1, 1],
    ["\u0648", -1, 1],
    ["\u064A", -1, 1]
];

const a_12 = [
    ["\u0643\u0645\u0627", -1, 3],
    ["\u0647\u0645\u0627", -1, 3],
    ["\u0646\u0627", -1, 2],
    ["\u0647\u0627", -1, 2],
    ["\u0643", -1, 1],
    ["\u0643\u0645", -1, 2],
    ["\u0647\u0645", -1, 2],
    ["\u0643\u0646", -1, 2],
    ["\u0647\u0646", -1, 2],
    ["\u0647", -1, 1],
    ["\u0643\u0645\u0648", -1, 3],
    ["\u0646\u064A", -1, 2]
];

const a_13 = [
    ["\u0627", -1, 1],
    ["\u062A\u0627", 0, 2],
    ["\u062A\u0645\u0627", 0, 4],
    ["\u0646\u0627", 0, 2],
    ["\u062A", -1, 1],
    ["\u0646", -1, 1],
    ["\u0627\u0646", 5, 3],
    ["\u062A\u0646", 5, 2],
    ["\u0648\u0646", 5, 3],
    ["\u064A\u0646", 5, 3],
    ["\u064A", -1, 1]
];

const a_14 = [
    ["\u0648\u0627", -1, 1],
    ["\u062A\u0645", -1, 1]
];

const a_15 = [
    ["\u0648", -1, 1],
    ["\u062A\u0645\u0648", 0, 2]
];

import { BaseStemmer } from './base-stemmer.js'

class ArabicStemmer extends BaseStemmer {

    #B_is_defined/** boolean */ = false;
    #B_is_verb/** boolean */ = false;
    #B_is_noun/** boolean */ = false;


    /** @return {boolean} */
    #r_Normalize_pre() {
        let /** number */ a;
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            while (true) {
                const /** number */ v_2 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    // deno-lint-ignore no-unused-labels
                    lab2: {
                        const /** number */ v_3 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab3: {
                            this.bra = this.cursor;
                            a = this.find_among(a_0);
                            if (a === 0) break lab3;
                            this.ket = this.cursor;
                            switch (a) {
                                case 1: {
                                    this.slice_del();
                                    break;
                                }
                                case 2: {
                                    this.slice_from("0");
                                    break;
                                }
                                case 3: {
                                    this.slice_from("1");
                                    break;
                                }
                                case 4: {
                                    this.slice_from("2");
                                    break;
                                }
                                case 5: {
                                    this.slice_from("3");
                                    break;
                                }
                                case 6: {
                                    this.slice_from("4");
                                    break;
                                }
                                case 7: {
                                    this.slice_from("5");
                                    break;
                                }
                                case 8: {
                                    this.slice_from("6");
                                    break;
                                }
                                case 9: {
                                    this.slice_from("7");
                                    break;
                                }
                                case 10: {
                                    this.slice_from("8");
                                    break;
                                }
                                case 11: {
                                    this.slice_from("9");
                                    break;
                                }
                                case 12: {
                                    this.slice_from("\u0621");
                                    break;
                                }
                                case 13: {
                                    this.slice_from("\u0623");
                                    break;
                                }
                                case 14: {
                                    this.slice_from("\u0625");
                                    break;
                                }
                                case 15: {
                                    this.slice_from("\u0626");
                                    break;
                                }
                                case 16: {
                                    this.slice_from("\u0622");
                                    break;
                                }
                                case 17: {
                                    this.slice_from("\u0624");
                                    break;
                                }
                                case 18: {
                                    this.slice_from("\u0627");
                                    break;
                                }
                                case 19: {
                                    this.slice_from("\u0628");
                                    break;
                                }
                                case 20: {
                                    this.slice_from("\u0629");
                                    break;
                                }
                                case 21: {
                                    this.slice_from("\u062A");
                                    break;
                                }
                                case 22: {
                                    this.slice_from("\u062B");
                                    break;
                                }
                                case 23: {
                                    this.slice_from("\u062C");
                                    break;
                                }
                                case 24: {
                                    this.slice_from("\u062D");
                                    break;
                                }
                                case 25: {
                                    this.slice_from("\u062E");
                                    break;
                                }
                                case 26: {
                                    this.slice_from("\u062F");
                                    break;
                                }
                                case 27: {
                                    this.slice_from("\u0630");
                                    break;
                                }
                                case 28: {
                                    this.slice_from("\u0631");
                                    break;
                                }
                                case 29: {
                                    this.slice_from("\u0632");
                                    break;
                                }
                                case 30: {
                                    this.slice_from("\u0633");
                                    break;
                                }
                                case 31: {
                                    this.slice_from("\u0634");
                                    break;
                                }
                                case 32: {
                                    this.slice_from("\u0635");
                                    break;
                                }
                                case 33: {
                                    this.slice_from("\u0636");
                                    break;
                                }
                                case 34: {
                                    this.slice_from("\u0637");
                                    break;
                                }
                                case 35: {
                                    this.slice_from("\u0638");
                                    break;
                                }
                                case 36: {
                                    this.slice_from("\u0639");
                                    break;
                                }
                                case 37: {
                                    this.slice_from("\u063A");
                                    break;
                                }
                                case 38: {
                                    this.slice_from("\u0641");
                                    break;
                                }
                                case 39: {
                                    this.slice_from("\u0642");
                                    break;
                                }
                                case 40: {
                                    this.slice_from("\u0643");
                                    break;
                                }
                                case 41: {
                                    this.slice_from("\u0644");
                                    break;
                                }
                                case 42: {
                                    this.slice_from("\u0645");
                                    break;
                                }
                                case 43: {
                                    this.slice_from("\u0646");
                                    break;
                                }
                                case 44: {
                                    this.slice_from("\u0647");
                                    break;
                                }
                                case 45: {
                                    this.slice_from("\u0648");
                                    break;
                                }
                                case 46: {
                                    this.slice_from("\u0649");
                                    break;
                                }
                                case 47: {
                                    this.slice_from("\u064A");
                                    break;
                                }
                                case 48: {
                                    this.slice_from("\u0644\u0627");
                                    break;
                                }
                                case 49: {
                                    this.slice_from("\u0644\u0623");
                                    break;
                                }
                                case 50: {
                                    this.slice_from("\u0644\u0625");
                                    break;
                                }
                                case 51: {
                                    this.slice_from("\u0644\u0622");
                                    break;
                                }
                            }
                            break lab2;
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
        return true;
    }

    /** @return {boolean} */
    #r_Normalize_post() {
        let /** number */ a;
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            this.limit_backward = this.cursor; this.cursor = this.limit;
            this.ket = this.cursor;
            if (this.find_among_b(a_1) === 0) break lab0;
            this.bra = this.cursor;
            this.slice_from("\u0621");
            this.cursor = this.limit_backward;
        }
        this.cursor = v_1;
        const /** number */ v_2 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab1: {
            while (true) {
                const /** number */ v_3 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_4 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            this.bra = this.cursor;
                            a = this.find_among(a_2);
                            if (a === 0) break lab4;
                            this.ket = this.cursor;
                            switch (a) {
                                case 1: {
                                    this.slice_from("\u0627");
                                    break;
                                }
                                case 2: {
                                    this.slice_from("\u0648");
                                    break;
                                }
                                case 3: {
                                    this.slice_from("\u064A");
                                    break;
                                }
                            }
                            break lab3;
                        }
                        this.cursor = v_4;
                        if (this.cursor >= this.limit) break lab2;
                        this.cursor++;
                    }
                    continue;
                }
                this.cursor = v_3;
                break;
            }
        }
        this.cursor = v_2;
        return true;
    }

    /** @return {boolean} */
    #r_Checks1() {
        let /** number */ a;
        this.bra = this.cursor;
        a = this.find_among(a_3);
        if (a === 0) return false;
        this.ket = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length <= 4) return false;
                this.#B_is_noun = true;
                this.#B_is_verb = false;
                this.#B_is_defined = true;
                break;
            }
            case 2: {
                if (this.current.length <= 3) return false;
                this.#B_is_noun = true;
                this.#B_is_verb = false;
                this.#B_is_defined = true;
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Prefix_Step1() {
        let /** number */ a;
        this.bra = this.cursor;
        a = this.find_among(a_4);
        if (a === 0) return false;
        this.ket = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length <= 3) return false;
                this.slice_from("\u0623");
                break;
            }
            case 2: {
                if (this.current.length <= 3) return false;
                this.slice_from("\u0622");
                break;
            }
            case 3: {
                if (this.current.length <= 3) return false;
                this.slice_from("\u0627");
                break;
            }
            case 4: {
                if (this.current.length <= 3) return false;
                this.slice_from("\u0625");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Prefix_Step2() {
        this.bra = this.cursor;
        if (this.find_among(a_5) === 0) return false;
        this.ket = this.cursor;
        if (this.current.length <= 3) return false;
        {
            const /** number */ v_1 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                if (!(this.eq_s("\u0627"))) break lab0;
                return false;
            }
            this.cursor = v_1;
        }
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Prefix_Step3a_Noun() {
        let /** number */ a;
        this.bra = this.cursor;
        a = this.find_among(a_6);
        if (a === 0) return false;
        this.ket = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length <= 5) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (this.current.length <= 4) return false;
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Prefix_Step3b_Noun() {
        let /** number */ a;
        this.bra = this.cursor;
        a = this.find_among(a_7);
        if (a === 0) return false;
        this.ket = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length <= 3) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (this.current.length <= 3) return false;
                this.slice_from("\u0628");
                break;
            }
            case 3: {
                if (this.current.length <= 3) return false;
                this.slice_from("\u0643");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Prefix_Step3_Verb() {
        let /** number */ a;
        this.bra = this.cursor;
        a = this.find_among(a_8);
        if (a === 0) return false;
        this.ket = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length <= 4) return false;
                this.slice_from("\u064A");
                break;
            }
            case 2: {
                if (this.current.length <= 4) return false;
                this.slice_from("\u062A");
                break;
            }
            case 3: {
                if (this.current.length <= 4) return false;
                this.slice_from("\u0646");
                break;
            }
            case 4: {
                if (this.current.length <= 4) return false;
                this.slice_from("\u0623");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Prefix_Step4_Verb() {
        this.bra = this.cursor;
        if (this.find_among(a_9) === 0) return false;
        this.ket = this.cursor;
        if (this.current.length <= 4) return false;
        this.#B_is_verb = true;
        this.#B_is_noun = false;
        this.slice_from("\u0627\u0633\u062A");
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step1a() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_10);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length < 4) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (this.current.length < 5) return false;
                this.slice_del();
                break;
            }
            case 3: {
                if (this.current.length < 6) return false;
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step1b() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u0646"))) return false;
        this.bra = this.cursor;
        if (this.current.length <= 5) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step2a() {
        this.ket = this.cursor;
        if (this.find_among_b(a_11) === 0) return false;
        this.bra = this.cursor;
        if (this.current.length <= 4) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step2b() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u0627\u062A"))) return false;
        this.bra = this.cursor;
        if (this.current.length < 5) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step2c1() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u062A"))) return false;
        this.bra = this.cursor;
        if (this.current.length < 4) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step2c2() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u0629"))) return false;
        this.bra = this.cursor;
        if (this.current.length < 4) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Noun_Step3() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u064A"))) return false;
        this.bra = this.cursor;
        if (this.current.length < 3) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Verb_Step1() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_12);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length < 4) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (this.current.length < 5) return false;
                this.slice_del();
                break;
            }
            case 3: {
                if (this.current.length < 6) return false;
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Verb_Step2a() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_13);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length < 4) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (this.current.length < 5) return false;
                this.slice_del();
                break;
            }
            case 3: {
                if (this.current.length <= 5) return false;
                this.slice_del();
                break;
            }
            case 4: {
                if (this.current.length < 6) return false;
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Verb_Step2b() {
        this.ket = this.cursor;
        if (this.find_among_b(a_14) === 0) return false;
        this.bra = this.cursor;
        if (this.current.length < 5) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_Verb_Step2c() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_15);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (this.current.length < 4) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (this.current.length < 6) return false;
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_Suffix_All_alef_maqsura() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("\u0649"))) return false;
        this.bra = this.cursor;
        this.slice_from("\u064A");
        return true;
    }

    /** @return {boolean} */
    #stem() {
        this.#B_is_noun = true;
        this.#B_is_verb = true;
        this.#B_is_defined = false;
        const /** number */ v_1 = this.cursor;
        this.#r_Checks1();
        this.cursor = v_1;
        this.#r_Normalize_pre();
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_2 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    if (!this.#B_is_verb) break lab2;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_4 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            {
                                let v_5 = 1;
                                while (true) {
                                    const /** number */ v_6 = this.limit - this.cursor;
                                    // deno-lint-ignore no-unused-labels
                                    lab5: {
                                        if (!this.#r_Suffix_Verb_Step1()) break lab5;
                                        v_5--;
                                        continue;
                                    }
                                    this.cursor = this.limit - v_6;
                                    break;
                                }
                                if (v_5 > 0) break lab4;
                            }
                            // deno-lint-ignore no-unused-labels
                            lab6: {
                                const /** number */ v_7 = this.limit - this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab7: {
                                    if (!this.#r_Suffix_Verb_Step2a()) break lab7;
                                    break lab6;
                                }
                                this.cursor = this.limit - v_7;
                                // deno-lint-ignore no-unused-labels
                                lab8: {
                                    if (!this.#r_Suffix_Verb_Step2c()) break lab8;
                                    break lab6;
                                }
                                this.cursor = this.limit - v_7;
                                if (this.cursor <= this.limit_backward) break lab4;
                                this.cursor--;
                            }
                            break lab3;
                        }
                        this.cursor = this.limit - v_4;
                        // deno-lint-ignore no-unused-labels
                        lab9: {
                            if (!this.#r_Suffix_Verb_Step2b()) break lab9;
                            break lab3;
                        }
                        this.cursor = this.limit - v_4;
                        if (!this.#r_Suffix_Verb_Step2a()) break lab2;
                    }
                    break lab1;
                }
                this.cursor = this.limit - v_3;
                // deno-lint-ignore no-unused-labels
                lab10: {
                    if (!this.#B_is_noun) break lab10;
                    const /** number */ v_8 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab11: {
                        // deno-lint-ignore no-unused-labels
                        lab12: {
                            const /** number */ v_9 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab13: {
                                if (!this.#r_Suffix_Noun_Step2c2()) break lab13;
                                break lab12;
                            }
                            this.cursor = this.limit - v_9;
                            // deno-lint-ignore no-unused-labels
                            lab14: {
                                if (this.#B_is_defined) break lab14;
                                if (!this.#r_Suffix_Noun_Step1a()) break lab14;
                                // deno-lint-ignore no-unused-labels
                                lab15: {
                                    const /** number */ v_10 = this.limit - this.cursor;
                                    // deno-lint-ignore no-unused-labels
                                    lab16: {
                                        if (!this.#r_Suffix_Noun_Step2a()) break lab16;
                                        break lab15;
                                    }
                                    this.cursor = this.limit - v_10;
                                    // deno-lint-ignore no-unused-labels
                                    lab17: {
                                        if (!this.#r_Suffix_Noun_Step2b()) break lab17;
                                        break lab15;
                                    }
                                    this.cursor = this.limit - v_10;
                                    // deno-lint-ignore no-unused-labels
                                    lab18: {
                                        if (!this.#r_Suffix_Noun_Step2c1()) break lab18;
                                        break lab15;
                                    }
                                    this.cursor = this.limit - v_10;
                                    if (this.cursor <= this.limit_backward) break lab14;
                                    this.cursor--;
                                }
                                break lab12;
                            }
                            this.cursor = this.limit - v_9;
                            // deno-lint-ignore no-unused-labels
                            lab19: {
                                if (!this.#r_Suffix_Noun_Step1b()) break lab19;
                                // deno-lint-ignore no-unused-labels
                                lab20: {
                                    const /** number */ v_11 = this.limit - this.cursor;
                                    // deno-lint-ignore no-unused-labels
                                    lab21: {
                                        if (!this.#r_Suffix_Noun_Step2a()) break lab21;
                                        break lab20;
                                    }
                                    this.cursor = this.limit - v_11;
                                    // deno-lint-ignore no-unused-labels
                                    lab22: {
                                        if (!this.#r_Suffix_Noun_Step2b()) break lab22;
                                        break lab20;
                                    }
                                    this.cursor = this.limit - v_11;
                                    if (!this.#r_Suffix_Noun_Step2c1()) break lab19;
                                }
                                break lab12;
                            }
                            this.cursor = this.limit - v_9;
                            // deno-lint-ignore no-unused-labels
                            lab23: {
                                if (this.#B_is_defined) break lab23;
                                if (!this.#r_Suffix_Noun_Step2a()) break lab23;
                                break lab12;
                            }
                            this.cursor = this.limit - v_9;
                            if (!this.#r_Suffix_Noun_Step2b()) {
                                this.cursor = this.limit - v_8;
                                break lab11;
                            }
                        }
                    }
                    if (!this.#r_Suffix_Noun_Step3()) break lab10;
                    break lab1;
                }
                this.cursor = this.limit - v_3;
                if (!this.#r_Suffix_All_alef_maqsura()) break lab0;
            }
        }
        this.cursor = this.limit - v_2;
        this.cursor = this.limit_backward;
        const /** number */ v_12 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab24: {
            const /** number */ v_13 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab25: {
                if (!this.#r_Prefix_Step1()) {
                    this.cursor = v_13;
                    break lab25;
                }
            }
            const /** number */ v_14 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab26: {
                if (!this.#r_Prefix_Step2()) {
                    this.cursor = v_14;
                    break lab26;
                }
            }
            // deno-lint-ignore no-unused-labels
            lab27: {
                const /** number */ v_15 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab28: {
                    if (!this.#r_Prefix_Step3a_Noun()) break lab28;
                    break lab27;
                }
                this.cursor = v_15;
                // deno-lint-ignore no-unused-labels
                lab29: {
                    if (!this.#B_is_noun) break lab29;
                    if (!this.#r_Prefix_Step3b_Noun()) break lab29;
                    break lab27;
                }
                this.cursor = v_15;
                if (!this.#B_is_verb) break lab24;
                const /** number */ v_16 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab30: {
                    if (!this.#r_Prefix_Step3_Verb()) {
                        this.cursor = v_16;
                        break lab30;
                    }
                }
                if (!this.#r_Prefix_Step4_Verb()) break lab24;
            }
        }
        this.cursor = v_12;
        this.#r_Normalize_post();
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

export { ArabicStemmer };
