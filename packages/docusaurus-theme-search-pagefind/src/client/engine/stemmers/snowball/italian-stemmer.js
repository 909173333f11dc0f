// Generated from italian.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["", -1, 7],
    ["qu", 0, 6],
    ["\u00E1", 0, 1],
    ["\u00E9", 0, 2],
    ["\u00ED", 0, 3],
    ["\u00F3", 0, 4],
    ["\u00FA", 0, 5]
];

const a_1 = [
    ["", -1, 3],
    ["I", 0, 1],
    ["U", 0, 2]
];

const a_2 = [
    ["la", -1, -1],
    ["cela", 0, -1],
    ["gliela", 0, -1],
    ["mela", 0, -1],
    ["tela", 0, -1],
    ["vela", 0, -1],
    ["le", -1, -1],
    ["cele", 6, -1],
    ["gliele", 6, -1],
    ["mele", 6, -1],
    ["tele", 6, -1],
    ["vele", 6, -1],
    ["ne", -1, -1],
    ["cene", 12, -1],
    ["gliene", 12, -1],
    ["mene", 12, -1],
    ["sene", 12, -1],
    ["tene", 12, -1],
    ["vene", 12, -1],
    ["ci", -1, -1],
    ["li", -1, -1],
    ["celi", 20, -1],
    ["glieli", 20, -1],
    ["meli", 20, -1],
    ["teli", 20, -1],
    ["veli", 20, -1],
    ["gli", 20, -1],
    ["mi", -1, -1],
    ["si", -1, -1],
    ["ti", -1, -1],
    ["vi", -1, -1],
    ["lo", -1, -1],
    ["celo", 31, -1],
    ["glielo", 31, -1],
    ["melo", 31, -1],
    ["telo", 31, -1],
    ["velo", 31, -1]
];

const a_3 = [
    ["ando", -1, 1],
    ["endo", -1, 1],
    ["ar", -1, 2],
    ["er", -1, 2],
    ["ir", -1, 2]
];

const a_4 = [
    ["ic", -1, -1],
    ["abil", -1, -1],
    ["os", -1, -1],
    ["iv", -1, 1]
];

const a_5 = [
    ["ic", -1, 1],
    ["abil", -1, 1],
    ["iv", -1, 1]
];

const a_6 = [
    ["ica", -1, 1],
    ["logia", -1, 3],
    ["osa", -1, 1],
    ["ista", -1, 1],
    ["iva", -1, 9],
    ["anza", -1, 1],
    ["enza", -1, 5],
    ["ice", -1, 1],
    ["atrice", 7, 1],
    ["iche", -1, 1],
    ["logie", -1, 3],
    ["abile", -1, 1],
    ["ibile", -1, 1],
    ["usione", -1, 4],
    ["azione", -1, 2],
    ["uzione", -1, 4],
    ["atore", -1, 2],
    ["ose", -1, 1],
    ["ante", -1, 1],
    ["mente", -1, 1],
    ["amente", 19, 7],
    ["iste", -1, 1],
    ["ive", -1, 9],
    ["anze", -1, 1],
    ["enze", -1, 5],
    ["ici", -1, 1],
    ["atrici", 25, 1],
    ["ichi", -1, 1],
    ["abili", -1, 1],
    ["ibili", -1, 1],
    ["ismi", -1, 1],
    ["usioni", -1, 4],
    ["azioni", -1, 2],
    ["uzioni", -1, 4],
    ["atori", -1, 2],
    ["osi", -1, 1],
    ["anti", -1, 1],
    ["amenti", -1, 6],
    ["imenti", -1, 6],
    ["isti", -1, 1],
    ["ivi", -1, 9],
    ["ico", -1, 1],
    ["ismo", -1, 1],
    ["oso", -1, 1],
    ["amento", -1, 6],
    ["imento", -1, 6],
    ["ivo", -1, 9],
    ["it\u00E0", -1, 8],
    ["ist\u00E0", -1, 1],
    ["ist\u00E8", -1, 1],
    ["ist\u00EC", -1, 1]
];

const a_7 = [
    ["isca", -1, 1],
    ["enda", -1, 1],
    ["ata", -1, 1],
    ["ita", -1, 1],
    ["uta", -1, 1],
    ["ava", -1, 1],
    ["eva", -1, 1],
    ["iva", -1, 1],
    ["erebbe", -1, 1],
    ["irebbe", -1, 1],
    ["isce", -1, 1],
    ["ende", -1, 1],
    ["are", -1, 1],
    ["ere", -1, 1],
    ["ire", -1, 1],
    ["asse", -1, 1],
    ["ate", -1, 1],
    ["avate", 16, 1],
    ["evate", 16, 1],
    ["ivate", 16, 1],
    ["ete", -1, 1],
    ["erete", 20, 1],
    ["irete", 20, 1],
    ["ite", -1, 1],
    ["ereste", -1, 1],
    ["ireste", -1, 1],
    ["ute", -1, 1],
    ["erai", -1, 1],
    ["irai", -1, 1],
    ["isci", -1, 1],
    ["endi", -1, 1],
    ["erei", -1, 1],
    ["irei", -1, 1],
    ["assi", -1, 1],
    ["ati", -1, 1],
    ["iti", -1, 1],
    ["eresti", -1, 1],
    ["iresti", -1, 1],
    ["uti", -1, 1],
    ["avi", -1, 1],
    ["evi", -1, 1],
    ["ivi", -1, 1],
    ["isco", -1, 1],
    ["ando", -1, 1],
    ["endo", -1, 1],
    ["Yamo", -1, 1],
    ["iamo", -1, 1],
    ["avamo", -1, 1],
    ["evamo", -1, 1],
    ["ivamo", -1, 1],
    ["eremo", -1, 1],
    ["iremo", -1, 1],
    ["assimo", -1, 1],
    ["ammo", -1, 1],
    ["emmo", -1, 1],
    ["eremmo", 54, 1],
    ["iremmo", 54, 1],
    ["immo", -1, 1],
    ["ano", -1, 1],
    ["iscano", 58, 1],
    ["avano", 58, 1],
    ["evano", 58, 1],
    ["ivano", 58, 1],
    ["eranno", -1, 1],
    ["iranno", -1, 1],
    ["ono", -1, 1],
    ["iscono", 65, 1],
    ["arono", 65, 1],
    ["erono", 65, 1],
    ["irono", 65, 1],
    ["erebbero", -1, 1],
    ["irebbero", -1, 1],
    ["assero", -1, 1],
    ["essero", -1, 1],
    ["issero", -1, 1],
    ["ato", -1, 1],
    ["ito", -1, 1],
    ["uto", -1, 1],
    ["avo", -1, 1],
    ["evo", -1, 1],
    ["ivo", -1, 1],
    ["ar", -1, 1],
    ["ir", -1, 1],
    ["er\u00E0", -1, 1],
    ["ir\u00E0", -1, 1],
    ["er\u00F2", -1, 1],
    ["ir\u00F2", -1, 1]
];

const /** Array<number> */ g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 128, 8, 2, 1];

const /** Array<number> */ g_AEIO = [17, 65, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 128, 8, 2];

const /** Array<number> */ g_CG = [17];

import { BaseStemmer } from './base-stemmer.js'

class ItalianStemmer extends BaseStemmer {

    #I_p2/** number */ = 0;
    #I_p1/** number */ = 0;
    #I_pV/** number */ = 0;


    /** @return {boolean} */
    #r_prelude() {
        let /** number */ a;
        const /** number */ v_1 = this.cursor;
        while (true) {
            const /** number */ v_2 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                this.bra = this.cursor;
                a = this.find_among(a_0);
                this.ket = this.cursor;
                switch (a) {
                    case 1: {
                        this.slice_from("\u00E0");
                        break;
                    }
                    case 2: {
                        this.slice_from("\u00E8");
                        break;
                    }
                    case 3: {
                        this.slice_from("\u00EC");
                        break;
                    }
                    case 4: {
                        this.slice_from("\u00F2");
                        break;
                    }
                    case 5: {
                        this.slice_from("\u00F9");
                        break;
                    }
                    case 6: {
                        this.slice_from("qU");
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
            this.cursor = v_2;
            break;
        }
        this.cursor = v_1;
        while (true) {
            const /** number */ v_3 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                // deno-lint-ignore no-unused-labels
                golab2: while (true)
                {
                    const /** number */ v_4 = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        if (!(this.in_grouping(g_v, 97, 249))) break lab3;
                        this.bra = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            const /** number */ v_5 = this.cursor;
                            // deno-lint-ignore no-unused-labels
                            lab5: {
                                if (!(this.eq_s("u"))) break lab5;
                                this.ket = this.cursor;
                                if (!(this.in_grouping(g_v, 97, 249))) break lab5;
                                this.slice_from("U");
                                break lab4;
                            }
                            this.cursor = v_5;
                            if (!(this.eq_s("i"))) break lab3;
                            this.ket = this.cursor;
                            if (!(this.in_grouping(g_v, 97, 249))) break lab3;
                            this.slice_from("I");
                        }
                        this.cursor = v_4;
                        break golab2;
                    }
                    this.cursor = v_4;
                    if (this.cursor >= this.limit) break lab1;
                    this.cursor++;
                }
                continue;
            }
            this.cursor = v_3;
            break;
        }
        return true;
    }

    /** @return {boolean} */
    #r_mark_regions() {
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
                    if (!(this.in_grouping(g_v, 97, 249))) break lab2;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_3 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            if (!(this.out_grouping(g_v, 97, 249))) break lab4;
                            if (!this.go_out_grouping(g_v, 97, 249)) break lab4;
                            this.cursor++;
                            break lab3;
                        }
                        this.cursor = v_3;
                        if (!(this.in_grouping(g_v, 97, 249))) break lab2;
                        if (!this.go_in_grouping(g_v, 97, 249)) break lab2;
                        this.cursor++;
                    }
                    break lab1;
                }
                this.cursor = v_2;
                // deno-lint-ignore no-unused-labels
                lab5: {
                    if (!(this.eq_s("divan"))) break lab5;
                    break lab1;
                }
                this.cursor = v_2;
                if (!(this.out_grouping(g_v, 97, 249))) break lab0;
                // deno-lint-ignore no-unused-labels
                lab6: {
                    const /** number */ v_4 = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab7: {
                        if (!(this.out_grouping(g_v, 97, 249))) break lab7;
                        if (!this.go_out_grouping(g_v, 97, 249)) break lab7;
                        this.cursor++;
                        break lab6;
                    }
                    this.cursor = v_4;
                    if (!(this.in_grouping(g_v, 97, 249))) break lab0;
                    if (this.cursor >= this.limit) break lab0;
                    this.cursor++;
                }
            }
            this.#I_pV = this.cursor;
        }
        this.cursor = v_1;
        const /** number */ v_5 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab8: {
            if (!this.go_out_grouping(g_v, 97, 249)) break lab8;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 249)) break lab8;
            this.cursor++;
            this.#I_p1 = this.cursor;
            if (!this.go_out_grouping(g_v, 97, 249)) break lab8;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 249)) break lab8;
            this.cursor++;
            this.#I_p2 = this.cursor;
        }
        this.cursor = v_5;
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
    #r_attached_pronoun() {
        let /** number */ a;
        this.ket = this.cursor;
        if (this.find_among_b(a_2) === 0) return false;
        this.bra = this.cursor;
        a = this.find_among_b(a_3);
        if (a === 0) return false;
        if (!this.#r_RV()) return false;
        switch (a) {
            case 1: {
                this.slice_del();
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
    #r_standard_suffix() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_6);
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
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.slice_del();
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
                this.slice_from("ente");
                break;
            }
            case 6: {
                if (!this.#r_RV()) return false;
                this.slice_del();
                break;
            }
            case 7: {
                if (!this.#r_R1()) return false;
                this.slice_del();
                const /** number */ v_2 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    this.ket = this.cursor;
                    a = this.find_among_b(a_4);
                    if (a === 0) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                    }
                    this.slice_del();
                    switch (a) {
                        case 1: {
                            this.ket = this.cursor;
                            if (!(this.eq_s_b("at"))) {
                                this.cursor = this.limit - v_2;
                                break lab1;
                            }
                            this.bra = this.cursor;
                            if (!this.#r_R2()) {
                                this.cursor = this.limit - v_2;
                                break lab1;
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
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    this.ket = this.cursor;
                    if (this.find_among_b(a_5) === 0) {
                        this.cursor = this.limit - v_3;
                        break lab2;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_3;
                        break lab2;
                    }
                    this.slice_del();
                }
                break;
            }
            case 9: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_4 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab3: {
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("at"))) {
                        this.cursor = this.limit - v_4;
                        break lab3;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_4;
                        break lab3;
                    }
                    this.slice_del();
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("ic"))) {
                        this.cursor = this.limit - v_4;
                        break lab3;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_4;
                        break lab3;
                    }
                    this.slice_del();
                }
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_verb_suffix() {
        if (this.cursor < this.#I_pV) return false;
        const /** number */ v_1 = this.limit_backward;
        this.limit_backward = this.#I_pV;
        this.ket = this.cursor;
        if (this.find_among_b(a_7) === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        this.slice_del();
        this.limit_backward = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_vowel_suffix() {
        const /** number */ v_1 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            this.ket = this.cursor;
            if (!(this.in_grouping_b(g_AEIO, 97, 242))) {
                this.cursor = this.limit - v_1;
                break lab0;
            }
            this.bra = this.cursor;
            if (!this.#r_RV()) {
                this.cursor = this.limit - v_1;
                break lab0;
            }
            this.slice_del();
            this.ket = this.cursor;
            if (!(this.eq_s_b("i"))) {
                this.cursor = this.limit - v_1;
                break lab0;
            }
            this.bra = this.cursor;
            if (!this.#r_RV()) {
                this.cursor = this.limit - v_1;
                break lab0;
            }
            this.slice_del();
        }
        const /** number */ v_2 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab1: {
            this.ket = this.cursor;
            if (!(this.eq_s_b("h"))) {
                this.cursor = this.limit - v_2;
                break lab1;
            }
            this.bra = this.cursor;
            if (!(this.in_grouping_b(g_CG, 99, 103))) {
                this.cursor = this.limit - v_2;
                break lab1;
            }
            if (!this.#r_RV()) {
                this.cursor = this.limit - v_2;
                break lab1;
            }
            this.slice_del();
        }
        return true;
    }

    /** @return {boolean} */
    #stem() {
        const /** number */ v_1 = this.cursor;
        this.#r_prelude();
        this.cursor = v_1;
        this.#r_mark_regions();
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_2 = this.limit - this.cursor;
        this.#r_attached_pronoun();
        this.cursor = this.limit - v_2;
        const /** number */ v_3 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_4 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    if (!this.#r_standard_suffix()) break lab2;
                    break lab1;
                }
                this.cursor = this.limit - v_4;
                if (!this.#r_verb_suffix()) break lab0;
            }
        }
        this.cursor = this.limit - v_3;
        const /** number */ v_5 = this.limit - this.cursor;
        this.#r_vowel_suffix();
        this.cursor = this.limit - v_5;
        this.cursor = this.limit_backward;
        const /** number */ v_6 = this.cursor;
        this.#r_postlude();
        this.cursor = v_6;
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

export { ItalianStemmer };
