// Generated from french.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["col", -1, -1],
    ["ni", -1, 1],
    ["par", -1, -1],
    ["tap", -1, -1]
];

const a_1 = [
    ["", -1, 7],
    ["H", 0, 6],
    ["He", 1, 4],
    ["Hi", 1, 5],
    ["I", 0, 1],
    ["U", 0, 2],
    ["Y", 0, 3]
];

const a_2 = [
    ["iqU", -1, 3],
    ["abl", -1, 3],
    ["I\u00E8r", -1, 4],
    ["i\u00E8r", -1, 4],
    ["eus", -1, 2],
    ["iv", -1, 1]
];

const a_3 = [
    ["ic", -1, 2],
    ["abil", -1, 1],
    ["iv", -1, 3]
];

const a_4 = [
    ["iqUe", -1, 1],
    ["atrice", -1, 2],
    ["ance", -1, 1],
    ["ence", -1, 5],
    ["logie", -1, 3],
    ["able", -1, 1],
    ["isme", -1, 1],
    ["euse", -1, 12],
    ["iste", -1, 1],
    ["ive", -1, 8],
    ["if", -1, 8],
    ["usion", -1, 4],
    ["ation", -1, 2],
    ["ution", -1, 4],
    ["ateur", -1, 2],
    ["iqUes", -1, 1],
    ["atrices", -1, 2],
    ["ances", -1, 1],
    ["ences", -1, 5],
    ["logies", -1, 3],
    ["ables", -1, 1],
    ["ismes", -1, 1],
    ["euses", -1, 12],
    ["istes", -1, 1],
    ["ives", -1, 8],
    ["ifs", -1, 8],
    ["usions", -1, 4],
    ["ations", -1, 2],
    ["utions", -1, 4],
    ["ateurs", -1, 2],
    ["ments", -1, 16],
    ["ements", 30, 6],
    ["issements", 31, 13],
    ["it\u00E9s", -1, 7],
    ["ment", -1, 16],
    ["ement", 34, 6],
    ["issement", 35, 13],
    ["amment", 34, 14],
    ["emment", 34, 15],
    ["aux", -1, 10],
    ["eaux", 39, 9],
    ["eux", -1, 1],
    ["oux", -1, 11],
    ["it\u00E9", -1, 7]
];

const a_5 = [
    ["ira", -1, 1],
    ["ie", -1, 1],
    ["isse", -1, 1],
    ["issante", -1, 1],
    ["i", -1, 1],
    ["irai", 4, 1],
    ["ir", -1, 1],
    ["iras", -1, 1],
    ["ies", -1, 1],
    ["\u00EEmes", -1, 1],
    ["isses", -1, 1],
    ["issantes", -1, 1],
    ["\u00EEtes", -1, 1],
    ["is", -1, 1],
    ["irais", 13, 1],
    ["issais", 13, 1],
    ["irions", -1, 1],
    ["issions", -1, 1],
    ["irons", -1, 1],
    ["issons", -1, 1],
    ["issants", -1, 1],
    ["it", -1, 1],
    ["irait", 21, 1],
    ["issait", 21, 1],
    ["issant", -1, 1],
    ["iraIent", -1, 1],
    ["issaIent", -1, 1],
    ["irent", -1, 1],
    ["issent", -1, 1],
    ["iront", -1, 1],
    ["\u00EEt", -1, 1],
    ["iriez", -1, 1],
    ["issiez", -1, 1],
    ["irez", -1, 1],
    ["issez", -1, 1]
];

const a_6 = [
    ["al", -1, 1],
    ["\u00E9pl", -1, -1],
    ["auv", -1, -1]
];

const a_7 = [
    ["a", -1, 3],
    ["era", 0, 2],
    ["aise", -1, 4],
    ["asse", -1, 3],
    ["ante", -1, 3],
    ["\u00E9e", -1, 2],
    ["ai", -1, 3],
    ["erai", 6, 2],
    ["er", -1, 2],
    ["as", -1, 3],
    ["eras", 9, 2],
    ["\u00E2mes", -1, 3],
    ["aises", -1, 4],
    ["asses", -1, 3],
    ["antes", -1, 3],
    ["\u00E2tes", -1, 3],
    ["\u00E9es", -1, 2],
    ["ais", -1, 4],
    ["eais", 17, 2],
    ["erais", 17, 2],
    ["ions", -1, 1],
    ["erions", 20, 2],
    ["assions", 20, 3],
    ["erons", -1, 2],
    ["ants", -1, 3],
    ["\u00E9s", -1, 2],
    ["ait", -1, 3],
    ["erait", 26, 2],
    ["ant", -1, 3],
    ["aIent", -1, 3],
    ["eraIent", 29, 2],
    ["\u00E8rent", -1, 2],
    ["assent", -1, 3],
    ["eront", -1, 2],
    ["\u00E2t", -1, 3],
    ["ez", -1, 2],
    ["iez", 35, 2],
    ["eriez", 36, 2],
    ["assiez", 36, 3],
    ["erez", 35, 2],
    ["\u00E9", -1, 2]
];

const a_8 = [
    ["e", -1, 3],
    ["I\u00E8re", 0, 2],
    ["i\u00E8re", 0, 2],
    ["ion", -1, 1],
    ["Ier", -1, 2],
    ["ier", -1, 2]
];

const a_9 = [
    ["ell", -1, -1],
    ["eill", -1, -1],
    ["enn", -1, -1],
    ["onn", -1, -1],
    ["ett", -1, -1]
];

const /** Array<number> */ g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 130, 103, 8, 5];

const /** Array<number> */ g_oux_ending = [65, 85];

const /** Array<number> */ g_elision_char = [131, 14, 3];

const /** Array<number> */ g_keep_with_s = [1, 65, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];

import { BaseStemmer } from './base-stemmer.js'

class FrenchStemmer extends BaseStemmer {

    #I_p2/** number */ = 0;
    #I_p1/** number */ = 0;
    #I_pV/** number */ = 0;


    /** @return {boolean} */
    #r_elisions() {
        this.bra = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_1 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                if (!(this.in_grouping(g_elision_char, 99, 116))) break lab1;
                break lab0;
            }
            this.cursor = v_1;
            if (!(this.eq_s("qu"))) return false;
        }
        if (!(this.eq_s("'"))) return false;
        this.ket = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab2: {
            if (this.cursor < this.limit) break lab2;
            return false;
        }
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_prelude() {
        while (true) {
            const /** number */ v_1 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                // deno-lint-ignore no-unused-labels
                golab1: while (true)
                {
                    const /** number */ v_2 = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab2: {
                        // deno-lint-ignore no-unused-labels
                        lab3: {
                            const /** number */ v_3 = this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab4: {
                                if (!(this.in_grouping(g_v, 97, 251))) break lab4;
                                this.bra = this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab5: {
                                    const /** number */ v_4 = this.cursor;
                                    // deno-lint-ignore no-unused-labels
                                    lab6: {
                                        if (!(this.eq_s("u"))) break lab6;
                                        this.ket = this.cursor;
                                        if (!(this.in_grouping(g_v, 97, 251))) break lab6;
                                        this.slice_from("U");
                                        break lab5;
                                    }
                                    this.cursor = v_4;
                                    // deno-lint-ignore no-unused-labels
                                    lab7: {
                                        if (!(this.eq_s("i"))) break lab7;
                                        this.ket = this.cursor;
                                        if (!(this.in_grouping(g_v, 97, 251))) break lab7;
                                        this.slice_from("I");
                                        break lab5;
                                    }
                                    this.cursor = v_4;
                                    if (!(this.eq_s("y"))) break lab4;
                                    this.ket = this.cursor;
                                    this.slice_from("Y");
                                }
                                break lab3;
                            }
                            this.cursor = v_3;
                            // deno-lint-ignore no-unused-labels
                            lab8: {
                                this.bra = this.cursor;
                                if (!(this.eq_s("\u00EB"))) break lab8;
                                this.ket = this.cursor;
                                this.slice_from("He");
                                break lab3;
                            }
                            this.cursor = v_3;
                            // deno-lint-ignore no-unused-labels
                            lab9: {
                                this.bra = this.cursor;
                                if (!(this.eq_s("\u00EF"))) break lab9;
                                this.ket = this.cursor;
                                this.slice_from("Hi");
                                break lab3;
                            }
                            this.cursor = v_3;
                            // deno-lint-ignore no-unused-labels
                            lab10: {
                                this.bra = this.cursor;
                                if (!(this.eq_s("y"))) break lab10;
                                this.ket = this.cursor;
                                if (!(this.in_grouping(g_v, 97, 251))) break lab10;
                                this.slice_from("Y");
                                break lab3;
                            }
                            this.cursor = v_3;
                            if (!(this.eq_s("q"))) break lab2;
                            this.bra = this.cursor;
                            if (!(this.eq_s("u"))) break lab2;
                            this.ket = this.cursor;
                            this.slice_from("U");
                        }
                        this.cursor = v_2;
                        break golab1;
                    }
                    this.cursor = v_2;
                    if (this.cursor >= this.limit) break lab0;
                    this.cursor++;
                }
                continue;
            }
            this.cursor = v_1;
            break;
        }
        return true;
    }

    /** @return {boolean} */
    #r_mark_regions() {
        let /** number */ a;
        this.#I_pV = this.limit;
        this.#I_p1 = this.limit;
        this.#I_p2 = this.limit;
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_2 = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    if (!(this.in_grouping(g_v, 97, 251))) break lab2;
                    if (!(this.in_grouping(g_v, 97, 251))) break lab2;
                    if (this.cursor >= this.limit) break lab2;
                    this.cursor++;
                    break lab1;
                }
                this.cursor = v_2;
                // deno-lint-ignore no-unused-labels
                lab3: {
                    a = this.find_among(a_0);
                    if (a === 0) break lab3;
                    switch (a) {
                        case 1: {
                            if (!(this.in_grouping(g_v, 97, 251))) break lab3;
                            break;
                        }
                    }
                    break lab1;
                }
                this.cursor = v_2;
                if (this.cursor >= this.limit) break lab0;
                this.cursor++;
                if (!this.go_out_grouping(g_v, 97, 251)) break lab0;
                this.cursor++;
            }
            this.#I_pV = this.cursor;
        }
        this.cursor = v_1;
        const /** number */ v_3 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab4: {
            if (!this.go_out_grouping(g_v, 97, 251)) break lab4;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 251)) break lab4;
            this.cursor++;
            this.#I_p1 = this.cursor;
            if (!this.go_out_grouping(g_v, 97, 251)) break lab4;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 251)) break lab4;
            this.cursor++;
            this.#I_p2 = this.cursor;
        }
        this.cursor = v_3;
        return true;
    }

    /** @return {boolean} */
    #r_postlude() {
        let /** number */ a;
        while (true) {
            const /** number */ v_1 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                this.bra = this.cursor;
                a = this.find_among(a_1);
                this.ket = this.cursor;
                switch (a) {
                    case 1: {
                        this.slice_from("i");
                        break;
                    }
                    case 2: {
                        this.slice_from("u");
                        break;
                    }
                    case 3: {
                        this.slice_from("y");
                        break;
                    }
                    case 4: {
                        this.slice_from("\u00EB");
                        break;
                    }
                    case 5: {
                        this.slice_from("\u00EF");
                        break;
                    }
                    case 6: {
                        this.slice_del();
                        break;
                    }
                    case 7: {
                        if (this.cursor >= this.limit) break lab0;
                        this.cursor++;
                        break;
                    }
                }
                continue;
            }
            this.cursor = v_1;
            break;
        }
        return true;
    }

    /** @return {boolean} */
    #r_RV() {
        return this.#I_pV <= this.cursor;
    }

    /** @return {boolean} */
    #r_R1() {
        return this.#I_p1 <= this.cursor;
    }

    /** @return {boolean} */
    #r_R2() {
        return this.#I_p2 <= this.cursor;
    }

    /** @return {boolean} */
    #r_standard_suffix() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_4);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_1 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab0: {
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("ic"))) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.bra = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab1: {
                        const /** number */ v_2 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab2: {
                            if (!this.#r_R2()) break lab2;
                            this.slice_del();
                            break lab1;
                        }
                        this.cursor = this.limit - v_2;
                        this.slice_from("iqU");
                    }
                }
                break;
            }
            case 3: {
                if (!this.#r_R2()) return false;
                this.slice_from("log");
                break;
            }
            case 4: {
                if (!this.#r_R2()) return false;
                this.slice_from("u");
                break;
            }
            case 5: {
                if (!this.#r_R2()) return false;
                this.slice_from("ent");
                break;
            }
            case 6: {
                if (!this.#r_RV()) return false;
                this.slice_del();
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab3: {
                    this.ket = this.cursor;
                    a = this.find_among_b(a_2);
                    if (a === 0) {
                        this.cursor = this.limit - v_3;
                        break lab3;
                    }
                    this.bra = this.cursor;
                    switch (a) {
                        case 1: {
                            if (!this.#r_R2()) {
                                this.cursor = this.limit - v_3;
                                break lab3;
                            }
                            this.slice_del();
                            this.ket = this.cursor;
                            if (!(this.eq_s_b("at"))) {
                                this.cursor = this.limit - v_3;
                                break lab3;
                            }
                            this.bra = this.cursor;
                            if (!this.#r_R2()) {
                                this.cursor = this.limit - v_3;
                                break lab3;
                            }
                            this.slice_del();
                            break;
                        }
                        case 2: {
                            // deno-lint-ignore no-unused-labels
                            lab4: {
                                const /** number */ v_4 = this.limit - this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab5: {
                                    if (!this.#r_R2()) break lab5;
                                    this.slice_del();
                                    break lab4;
                                }
                                this.cursor = this.limit - v_4;
                                if (!this.#r_R1()) {
                                    this.cursor = this.limit - v_3;
                                    break lab3;
                                }
                                this.slice_from("eux");
                            }
                            break;
                        }
                        case 3: {
                            if (!this.#r_R2()) {
                                this.cursor = this.limit - v_3;
                                break lab3;
                            }
                            this.slice_del();
                            break;
                        }
                        case 4: {
                            if (!this.#r_RV()) {
                                this.cursor = this.limit - v_3;
                                break lab3;
                            }
                            this.slice_from("i");
                            break;
                        }
                    }
                }
                break;
            }
            case 7: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_5 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab6: {
                    this.ket = this.cursor;
                    a = this.find_among_b(a_3);
                    if (a === 0) {
                        this.cursor = this.limit - v_5;
                        break lab6;
                    }
                    this.bra = this.cursor;
                    switch (a) {
                        case 1: {
                            // deno-lint-ignore no-unused-labels
                            lab7: {
                                const /** number */ v_6 = this.limit - this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab8: {
                                    if (!this.#r_R2()) break lab8;
                                    this.slice_del();
                                    break lab7;
                                }
                                this.cursor = this.limit - v_6;
                                this.slice_from("abl");
                            }
                            break;
                        }
                        case 2: {
                            // deno-lint-ignore no-unused-labels
                            lab9: {
                                const /** number */ v_7 = this.limit - this.cursor;
                                // deno-lint-ignore no-unused-labels
                                lab10: {
                                    if (!this.#r_R2()) break lab10;
                                    this.slice_del();
                                    break lab9;
                                }
                                this.cursor = this.limit - v_7;
                                this.slice_from("iqU");
                            }
                            break;
                        }
                        case 3: {
                            if (!this.#r_R2()) {
                                this.cursor = this.limit - v_5;
                                break lab6;
                            }
                            this.slice_del();
                            break;
                        }
                    }
                }
                break;
            }
            case 8: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_8 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab11: {
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("at"))) {
                        this.cursor = this.limit - v_8;
                        break lab11;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_8;
                        break lab11;
                    }
                    this.slice_del();
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("ic"))) {
                        this.cursor = this.limit - v_8;
                        break lab11;
                    }
                    this.bra = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab12: {
                        const /** number */ v_9 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab13: {
                            if (!this.#r_R2()) break lab13;
                            this.slice_del();
                            break lab12;
                        }
                        this.cursor = this.limit - v_9;
                        this.slice_from("iqU");
                    }
                }
                break;
            }
            case 9: {
                this.slice_from("eau");
                break;
            }
            case 10: {
                if (!this.#r_R1()) return false;
                this.slice_from("al");
                break;
            }
            case 11: {
                if (!(this.in_grouping_b(g_oux_ending, 98, 112))) return false;
                this.slice_from("ou");
                break;
            }
            case 12: {
                // deno-lint-ignore no-unused-labels
                lab14: {
                    const /** number */ v_10 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab15: {
                        if (!this.#r_R2()) break lab15;
                        this.slice_del();
                        break lab14;
                    }
                    this.cursor = this.limit - v_10;
                    if (!this.#r_R1()) return false;
                    this.slice_from("eux");
                }
                break;
            }
            case 13: {
                if (!this.#r_R1()) return false;
                if (!(this.out_grouping_b(g_v, 97, 251))) return false;
                this.slice_del();
                break;
            }
            case 14: {
                if (!this.#r_RV()) return false;
                this.slice_from("ant");
                return false;
            }
            case 15: {
                if (!this.#r_RV()) return false;
                this.slice_from("ent");
                return false;
            }
            case 16: {
                const /** number */ v_11 = this.limit - this.cursor;
                if (!(this.in_grouping_b(g_v, 97, 251))) return false;
                if (!this.#r_RV()) return false;
                this.cursor = this.limit - v_11;
                this.slice_del();
                return false;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_i_verb_suffix() {
        if (this.cursor < this.#I_pV) return false;
        const /** number */ v_1 = this.limit_backward;
        this.limit_backward = this.#I_pV;
        this.ket = this.cursor;
        if (this.find_among_b(a_5) === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        {
            const /** number */ v_2 = this.limit - this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                if (!(this.eq_s_b("H"))) break lab0;
                this.limit_backward = v_1;
                return false;
            }
            this.cursor = this.limit - v_2;
        }
        if (!(this.out_grouping_b(g_v, 97, 251))) {
            this.limit_backward = v_1;
            return false;
        }
        this.slice_del();
        this.limit_backward = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_verb_suffix() {
        let /** number */ a;
        if (this.cursor < this.#I_pV) return false;
        const /** number */ v_1 = this.limit_backward;
        this.limit_backward = this.#I_pV;
        this.ket = this.cursor;
        a = this.find_among_b(a_7);
        if (a === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        this.limit_backward = v_1;
        switch (a) {
            case 1: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_del();
                break;
            }
            case 3: {
                const /** number */ v_2 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab0: {
                    if (!(this.eq_s_b("e"))) {
                        this.cursor = this.limit - v_2;
                        break lab0;
                    }
                    if (!this.#r_RV()) {
                        this.cursor = this.limit - v_2;
                        break lab0;
                    }
                    this.bra = this.cursor;
                }
                this.slice_del();
                break;
            }
            case 4: {
                {
                    const /** number */ v_3 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab1: {
                        a = this.find_among_b(a_6);
                        if (a === 0) break lab1;
                        switch (a) {
                            case 1: {
                                if (this.cursor <= this.limit_backward) break lab1;
                                this.cursor--;
                                if (this.cursor > this.limit_backward) break lab1;
                                break;
                            }
                        }
                        return false;
                    }
                    this.cursor = this.limit - v_3;
                }
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_residual_suffix() {
        let /** number */ a;
        const /** number */ v_1 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            this.ket = this.cursor;
            if (!(this.eq_s_b("s"))) {
                this.cursor = this.limit - v_1;
                break lab0;
            }
            this.bra = this.cursor;
            const /** number */ v_2 = this.limit - this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    if (!(this.eq_s_b("Hi"))) break lab2;
                    break lab1;
                }
                this.cursor = this.limit - v_3;
                if (!(this.out_grouping_b(g_keep_with_s, 97, 232))) {
                    this.cursor = this.limit - v_1;
                    break lab0;
                }
            }
            this.cursor = this.limit - v_2;
            this.slice_del();
        }
        if (this.cursor < this.#I_pV) return false;
        const /** number */ v_4 = this.limit_backward;
        this.limit_backward = this.#I_pV;
        this.ket = this.cursor;
        a = this.find_among_b(a_8);
        if (a === 0) {
            this.limit_backward = v_4;
            return false;
        }
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (!this.#r_R2()) {
                    this.limit_backward = v_4;
                    return false;
                }
                // deno-lint-ignore no-unused-labels
                lab3: {
                    const /** number */ v_5 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab4: {
                        if (!(this.eq_s_b("s"))) break lab4;
                        break lab3;
                    }
                    this.cursor = this.limit - v_5;
                    if (!(this.eq_s_b("t"))) {
                        this.limit_backward = v_4;
                        return false;
                    }
                }
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("i");
                break;
            }
            case 3: {
                this.slice_del();
                break;
            }
        }
        this.limit_backward = v_4;
        return true;
    }

    /** @return {boolean} */
    #r_un_double() {
        const /** number */ v_1 = this.limit - this.cursor;
        if (this.find_among_b(a_9) === 0) return false;
        this.cursor = this.limit - v_1;
        this.ket = this.cursor;
        if (this.cursor <= this.limit_backward) return false;
        this.cursor--;
        this.bra = this.cursor;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_un_accent() {
        {
            let v_1 = 1;
            while (true) {
                // deno-lint-ignore no-unused-labels
                lab0: {
                    if (!(this.out_grouping_b(g_v, 97, 251))) break lab0;
                    v_1--;
                    continue;
                }
                break;
            }
            if (v_1 > 0) return false;
        }
        this.ket = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab1: {
            const /** number */ v_2 = this.limit - this.cursor;
            // deno-lint-ignore no-unused-labels
            lab2: {
                if (!(this.eq_s_b("\u00E9"))) break lab2;
                break lab1;
            }
            this.cursor = this.limit - v_2;
            if (!(this.eq_s_b("\u00E8"))) return false;
        }
        this.bra = this.cursor;
        this.slice_from("e");
        return true;
    }

    /** @return {boolean} */
    #stem() {
        const /** number */ v_1 = this.cursor;
        this.#r_elisions();
        this.cursor = v_1;
        const /** number */ v_2 = this.cursor;
        this.#r_prelude();
        this.cursor = v_2;
        this.#r_mark_regions();
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_3 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_4 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    const /** number */ v_5 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_6 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            if (!this.#r_standard_suffix()) break lab4;
                            break lab3;
                        }
                        this.cursor = this.limit - v_6;
                        // deno-lint-ignore no-unused-labels
                        lab5: {
                            if (!this.#r_i_verb_suffix()) break lab5;
                            break lab3;
                        }
                        this.cursor = this.limit - v_6;
                        if (!this.#r_verb_suffix()) break lab2;
                    }
                    this.cursor = this.limit - v_5;
                    const /** number */ v_7 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab6: {
                        this.ket = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab7: {
                            const /** number */ v_8 = this.limit - this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab8: {
                                if (!(this.eq_s_b("Y"))) break lab8;
                                this.bra = this.cursor;
                                this.slice_from("i");
                                break lab7;
                            }
                            this.cursor = this.limit - v_8;
                            if (!(this.eq_s_b("\u00E7"))) {
                                this.cursor = this.limit - v_7;
                                break lab6;
                            }
                            this.bra = this.cursor;
                            this.slice_from("c");
                        }
                    }
                    break lab1;
                }
                this.cursor = this.limit - v_4;
                if (!this.#r_residual_suffix()) break lab0;
            }
        }
        this.cursor = this.limit - v_3;
        const /** number */ v_9 = this.limit - this.cursor;
        this.#r_un_double();
        this.cursor = this.limit - v_9;
        const /** number */ v_10 = this.limit - this.cursor;
        this.#r_un_accent();
        this.cursor = this.limit - v_10;
        this.cursor = this.limit_backward;
        const /** number */ v_11 = this.cursor;
        this.#r_postlude();
        this.cursor = v_11;
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

export { FrenchStemmer };
