// Generated from spanish.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["", -1, 6],
    ["\u00E1", 0, 1],
    ["\u00E9", 0, 2],
    ["\u00ED", 0, 3],
    ["\u00F3", 0, 4],
    ["\u00FA", 0, 5]
];

const a_1 = [
    ["la", -1, -1],
    ["sela", 0, -1],
    ["le", -1, -1],
    ["me", -1, -1],
    ["se", -1, -1],
    ["lo", -1, -1],
    ["selo", 5, -1],
    ["las", -1, -1],
    ["selas", 7, -1],
    ["les", -1, -1],
    ["los", -1, -1],
    ["selos", 10, -1],
    ["nos", -1, -1]
];

const a_2 = [
    ["ando", -1, 6],
    ["iendo", -1, 6],
    ["yendo", -1, 7],
    ["\u00E1ndo", -1, 2],
    ["i\u00E9ndo", -1, 1],
    ["ar", -1, 6],
    ["er", -1, 6],
    ["ir", -1, 6],
    ["\u00E1r", -1, 3],
    ["\u00E9r", -1, 4],
    ["\u00EDr", -1, 5]
];

const a_3 = [
    ["ic", -1, -1],
    ["ad", -1, -1],
    ["os", -1, -1],
    ["iv", -1, 1]
];

const a_4 = [
    ["able", -1, 1],
    ["ible", -1, 1],
    ["ante", -1, 1]
];

const a_5 = [
    ["ic", -1, 1],
    ["abil", -1, 1],
    ["iv", -1, 1]
];

const a_6 = [
    ["ica", -1, 1],
    ["ancia", -1, 2],
    ["encia", -1, 5],
    ["adora", -1, 2],
    ["osa", -1, 1],
    ["ista", -1, 1],
    ["iva", -1, 9],
    ["anza", -1, 1],
    ["log\u00EDa", -1, 3],
    ["idad", -1, 8],
    ["able", -1, 1],
    ["ible", -1, 1],
    ["ante", -1, 2],
    ["mente", -1, 7],
    ["amente", 13, 6],
    ["acion", -1, 2],
    ["ucion", -1, 4],
    ["aci\u00F3n", -1, 2],
    ["uci\u00F3n", -1, 4],
    ["ico", -1, 1],
    ["ismo", -1, 1],
    ["oso", -1, 1],
    ["amiento", -1, 1],
    ["imiento", -1, 1],
    ["ivo", -1, 9],
    ["ador", -1, 2],
    ["icas", -1, 1],
    ["ancias", -1, 2],
    ["encias", -1, 5],
    ["adoras", -1, 2],
    ["osas", -1, 1],
    ["istas", -1, 1],
    ["ivas", -1, 9],
    ["anzas", -1, 1],
    ["log\u00EDas", -1, 3],
    ["idades", -1, 8],
    ["ables", -1, 1],
    ["ibles", -1, 1],
    ["aciones", -1, 2],
    ["uciones", -1, 4],
    ["adores", -1, 2],
    ["antes", -1, 2],
    ["icos", -1, 1],
    ["ismos", -1, 1],
    ["osos", -1, 1],
    ["amientos", -1, 1],
    ["imientos", -1, 1],
    ["ivos", -1, 9]
];

const a_7 = [
    ["ya", -1, 1],
    ["ye", -1, 1],
    ["yan", -1, 1],
    ["yen", -1, 1],
    ["yeron", -1, 1],
    ["yendo", -1, 1],
    ["yo", -1, 1],
    ["yas", -1, 1],
    ["yes", -1, 1],
    ["yais", -1, 1],
    ["yamos", -1, 1],
    ["y\u00F3", -1, 1]
];

const a_8 = [
    ["aba", -1, 2],
    ["ada", -1, 2],
    ["ida", -1, 2],
    ["ara", -1, 2],
    ["iera", -1, 2],
    ["\u00EDa", -1, 2],
    ["ar\u00EDa", 5, 2],
    ["er\u00EDa", 5, 2],
    ["ir\u00EDa", 5, 2],
    ["ad", -1, 2],
    ["ed", -1, 2],
    ["id", -1, 2],
    ["ase", -1, 2],
    ["iese", -1, 2],
    ["aste", -1, 2],
    ["iste", -1, 2],
    ["an", -1, 2],
    ["aban", 16, 2],
    ["aran", 16, 2],
    ["ieran", 16, 2],
    ["\u00EDan", 16, 2],
    ["ar\u00EDan", 20, 2],
    ["er\u00EDan", 20, 2],
    ["ir\u00EDan", 20, 2],
    ["en", -1, 1],
    ["asen", 24, 2],
    ["iesen", 24, 2],
    ["aron", -1, 2],
    ["ieron", -1, 2],
    ["ar\u00E1n", -1, 2],
    ["er\u00E1n", -1, 2],
    ["ir\u00E1n", -1, 2],
    ["ado", -1, 2],
    ["ido", -1, 2],
    ["ando", -1, 2],
    ["iendo", -1, 2],
    ["ar", -1, 2],
    ["er", -1, 2],
    ["ir", -1, 2],
    ["as", -1, 2],
    ["abas", 39, 2],
    ["adas", 39, 2],
    ["idas", 39, 2],
    ["aras", 39, 2],
    ["ieras", 39, 2],
    ["\u00EDas", 39, 2],
    ["ar\u00EDas", 45, 2],
    ["er\u00EDas", 45, 2],
    ["ir\u00EDas", 45, 2],
    ["es", -1, 1],
    ["ases", 49, 2],
    ["ieses", 49, 2],
    ["abais", -1, 2],
    ["arais", -1, 2],
    ["ierais", -1, 2],
    ["\u00EDais", -1, 2],
    ["ar\u00EDais", 55, 2],
    ["er\u00EDais", 55, 2],
    ["ir\u00EDais", 55, 2],
    ["aseis", -1, 2],
    ["ieseis", -1, 2],
    ["asteis", -1, 2],
    ["isteis", -1, 2],
    ["\u00E1is", -1, 2],
    ["\u00E9is", -1, 1],
    ["ar\u00E9is", 64, 2],
    ["er\u00E9is", 64, 2],
    ["ir\u00E9is", 64, 2],
    ["ados", -1, 2],
    ["idos", -1, 2],
    ["amos", -1, 2],
    ["\u00E1bamos", 70, 2],
    ["\u00E1ramos", 70, 2],
    ["i\u00E9ramos", 70, 2],
    ["\u00EDamos", 70, 2],
    ["ar\u00EDamos", 74, 2],
    ["er\u00EDamos", 74, 2],
    ["ir\u00EDamos", 74, 2],
    ["emos", -1, 1],
    ["aremos", 78, 2],
    ["eremos", 78, 2],
    ["iremos", 78, 2],
    ["\u00E1semos", 78, 2],
    ["i\u00E9semos", 78, 2],
    ["imos", -1, 2],
    ["ar\u00E1s", -1, 2],
    ["er\u00E1s", -1, 2],
    ["ir\u00E1s", -1, 2],
    ["\u00EDs", -1, 2],
    ["ar\u00E1", -1, 2],
    ["er\u00E1", -1, 2],
    ["ir\u00E1", -1, 2],
    ["ar\u00E9", -1, 2],
    ["er\u00E9", -1, 2],
    ["ir\u00E9", -1, 2],
    ["i\u00F3", -1, 2]
];

const a_9 = [
    ["a", -1, 1],
    ["e", -1, 2],
    ["o", -1, 1],
    ["os", -1, 1],
    ["\u00E1", -1, 1],
    ["\u00E9", -1, 2],
    ["\u00ED", -1, 1],
    ["\u00F3", -1, 1]
];

const /** Array<number> */ g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 17, 4, 10];

import { BaseStemmer } from './base-stemmer.js'

class SpanishStemmer extends BaseStemmer {

    #I_p2/** number */ = 0;
    #I_p1/** number */ = 0;
    #I_pV/** number */ = 0;


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
                    if (!(this.in_grouping(g_v, 97, 252))) break lab2;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_3 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            if (!(this.out_grouping(g_v, 97, 252))) break lab4;
                            if (!this.go_out_grouping(g_v, 97, 252)) break lab4;
                            this.cursor++;
                            break lab3;
                        }
                        this.cursor = v_3;
                        if (!(this.in_grouping(g_v, 97, 252))) break lab2;
                        if (!this.go_in_grouping(g_v, 97, 252)) break lab2;
                        this.cursor++;
                    }
                    break lab1;
                }
                this.cursor = v_2;
                if (!(this.out_grouping(g_v, 97, 252))) break lab0;
                // deno-lint-ignore no-unused-labels
                lab5: {
                    const /** number */ v_4 = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab6: {
                        if (!(this.out_grouping(g_v, 97, 252))) break lab6;
                        if (!this.go_out_grouping(g_v, 97, 252)) break lab6;
                        this.cursor++;
                        break lab5;
                    }
                    this.cursor = v_4;
                    if (!(this.in_grouping(g_v, 97, 252))) break lab0;
                    if (this.cursor >= this.limit) break lab0;
                    this.cursor++;
                }
            }
            this.#I_pV = this.cursor;
        }
        this.cursor = v_1;
        const /** number */ v_5 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab7: {
            if (!this.go_out_grouping(g_v, 97, 252)) break lab7;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 252)) break lab7;
            this.cursor++;
            this.#I_p1 = this.cursor;
            if (!this.go_out_grouping(g_v, 97, 252)) break lab7;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 252)) break lab7;
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
                a = this.find_among(a_0);
                this.ket = this.cursor;
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
                        this.slice_from("i");
                        break;
                    }
                    case 4: {
                        this.slice_from("o");
                        break;
                    }
                    case 5: {
                        this.slice_from("u");
                        break;
                    }
                    case 6: {
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
        if (this.find_among_b(a_1) === 0) return false;
        this.bra = this.cursor;
        a = this.find_among_b(a_2);
        if (a === 0) return false;
        if (!this.#r_RV()) return false;
        switch (a) {
            case 1: {
                this.bra = this.cursor;
                this.slice_from("iendo");
                break;
            }
            case 2: {
                this.bra = this.cursor;
                this.slice_from("ando");
                break;
            }
            case 3: {
                this.bra = this.cursor;
                this.slice_from("ar");
                break;
            }
            case 4: {
                this.bra = this.cursor;
                this.slice_from("er");
                break;
            }
            case 5: {
                this.bra = this.cursor;
                this.slice_from("ir");
                break;
            }
            case 6: {
                this.slice_del();
                break;
            }
            case 7: {
                if (!(this.eq_s_b("u"))) return false;
                this.slice_del();
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
                if (!this.#r_R1()) return false;
                this.slice_del();
                const /** number */ v_2 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    this.ket = this.cursor;
                    a = this.find_among_b(a_3);
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
            case 7: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    this.ket = this.cursor;
                    if (this.find_among_b(a_4) === 0) {
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
            case 8: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_4 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab3: {
                    this.ket = this.cursor;
                    if (this.find_among_b(a_5) === 0) {
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
            case 9: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_5 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab4: {
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("at"))) {
                        this.cursor = this.limit - v_5;
                        break lab4;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_5;
                        break lab4;
                    }
                    this.slice_del();
                }
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_y_verb_suffix() {
        if (this.cursor < this.#I_pV) return false;
        const /** number */ v_1 = this.limit_backward;
        this.limit_backward = this.#I_pV;
        this.ket = this.cursor;
        if (this.find_among_b(a_7) === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        this.limit_backward = v_1;
        if (!(this.eq_s_b("u"))) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_verb_suffix() {
        let /** number */ a;
        if (this.cursor < this.#I_pV) return false;
        const /** number */ v_1 = this.limit_backward;
        this.limit_backward = this.#I_pV;
        this.ket = this.cursor;
        a = this.find_among_b(a_8);
        if (a === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        this.limit_backward = v_1;
        switch (a) {
            case 1: {
                const /** number */ v_2 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab0: {
                    if (!(this.eq_s_b("u"))) {
                        this.cursor = this.limit - v_2;
                        break lab0;
                    }
                    const /** number */ v_3 = this.limit - this.cursor;
                    if (!(this.eq_s_b("g"))) {
                        this.cursor = this.limit - v_2;
                        break lab0;
                    }
                    this.cursor = this.limit - v_3;
                }
                this.bra = this.cursor;
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_del();
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_residual_suffix() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_9);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (!this.#r_RV()) return false;
                this.slice_del();
                break;
            }
            case 2: {
                if (!this.#r_RV()) return false;
                this.slice_del();
                const /** number */ v_1 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab0: {
                    this.ket = this.cursor;
                    if (!(this.eq_s_b("u"))) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.bra = this.cursor;
                    const /** number */ v_2 = this.limit - this.cursor;
                    if (!(this.eq_s_b("g"))) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.cursor = this.limit - v_2;
                    if (!this.#r_RV()) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.slice_del();
                }
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #stem() {
        this.#r_mark_regions();
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_1 = this.limit - this.cursor;
        this.#r_attached_pronoun();
        this.cursor = this.limit - v_1;
        const /** number */ v_2 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    if (!this.#r_standard_suffix()) break lab2;
                    break lab1;
                }
                this.cursor = this.limit - v_3;
                // deno-lint-ignore no-unused-labels
                lab3: {
                    if (!this.#r_y_verb_suffix()) break lab3;
                    break lab1;
                }
                this.cursor = this.limit - v_3;
                if (!this.#r_verb_suffix()) break lab0;
            }
        }
        this.cursor = this.limit - v_2;
        const /** number */ v_4 = this.limit - this.cursor;
        this.#r_residual_suffix();
        this.cursor = this.limit - v_4;
        this.cursor = this.limit_backward;
        const /** number */ v_5 = this.cursor;
        this.#r_postlude();
        this.cursor = v_5;
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

export { SpanishStemmer };
