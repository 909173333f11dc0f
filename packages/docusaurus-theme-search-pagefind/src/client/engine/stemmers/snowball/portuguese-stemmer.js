// Generated from portuguese.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["", -1, 3],
    ["\u00E3", 0, 1],
    ["\u00F5", 0, 2]
];

const a_1 = [
    ["", -1, 3],
    ["a~", 0, 1],
    ["o~", 0, 2]
];

const a_2 = [
    ["ic", -1, -1],
    ["ad", -1, -1],
    ["os", -1, -1],
    ["iv", -1, 1]
];

const a_3 = [
    ["ante", -1, 1],
    ["avel", -1, 1],
    ["\u00EDvel", -1, 1]
];

const a_4 = [
    ["ic", -1, 1],
    ["abil", -1, 1],
    ["iv", -1, 1]
];

const a_5 = [
    ["ica", -1, 1],
    ["\u00E2ncia", -1, 1],
    ["\u00EAncia", -1, 4],
    ["logia", -1, 2],
    ["ira", -1, 9],
    ["adora", -1, 1],
    ["osa", -1, 1],
    ["ista", -1, 1],
    ["iva", -1, 8],
    ["eza", -1, 1],
    ["idade", -1, 7],
    ["ante", -1, 1],
    ["mente", -1, 6],
    ["amente", 12, 5],
    ["\u00E1vel", -1, 1],
    ["\u00EDvel", -1, 1],
    ["ico", -1, 1],
    ["ismo", -1, 1],
    ["oso", -1, 1],
    ["amento", -1, 1],
    ["imento", -1, 1],
    ["ivo", -1, 8],
    ["a\u00E7a~o", -1, 1],
    ["u\u00E7a~o", -1, 3],
    ["ador", -1, 1],
    ["icas", -1, 1],
    ["\u00EAncias", -1, 4],
    ["logias", -1, 2],
    ["iras", -1, 9],
    ["adoras", -1, 1],
    ["osas", -1, 1],
    ["istas", -1, 1],
    ["ivas", -1, 8],
    ["ezas", -1, 1],
    ["idades", -1, 7],
    ["adores", -1, 1],
    ["antes", -1, 1],
    ["a\u00E7o~es", -1, 1],
    ["u\u00E7o~es", -1, 3],
    ["icos", -1, 1],
    ["ismos", -1, 1],
    ["osos", -1, 1],
    ["amentos", -1, 1],
    ["imentos", -1, 1],
    ["ivos", -1, 8]
];

const a_6 = [
    ["ada", -1, 1],
    ["ida", -1, 1],
    ["ia", -1, 1],
    ["aria", 2, 1],
    ["eria", 2, 1],
    ["iria", 2, 1],
    ["ara", -1, 1],
    ["era", -1, 1],
    ["ira", -1, 1],
    ["ava", -1, 1],
    ["asse", -1, 1],
    ["esse", -1, 1],
    ["isse", -1, 1],
    ["aste", -1, 1],
    ["este", -1, 1],
    ["iste", -1, 1],
    ["ei", -1, 1],
    ["arei", 16, 1],
    ["erei", 16, 1],
    ["irei", 16, 1],
    ["am", -1, 1],
    ["iam", 20, 1],
    ["ariam", 21, 1],
    ["eriam", 21, 1],
    ["iriam", 21, 1],
    ["aram", 20, 1],
    ["eram", 20, 1],
    ["iram", 20, 1],
    ["avam", 20, 1],
    ["em", -1, 1],
    ["arem", 29, 1],
    ["erem", 29, 1],
    ["irem", 29, 1],
    ["assem", 29, 1],
    ["essem", 29, 1],
    ["issem", 29, 1],
    ["ado", -1, 1],
    ["ido", -1, 1],
    ["ando", -1, 1],
    ["endo", -1, 1],
    ["indo", -1, 1],
    ["ara~o", -1, 1],
    ["era~o", -1, 1],
    ["ira~o", -1, 1],
    ["ar", -1, 1],
    ["er", -1, 1],
    ["ir", -1, 1],
    ["as", -1, 1],
    ["adas", 47, 1],
    ["idas", 47, 1],
    ["ias", 47, 1],
    ["arias", 50, 1],
    ["erias", 50, 1],
    ["irias", 50, 1],
    ["aras", 47, 1],
    ["eras", 47, 1],
    ["iras", 47, 1],
    ["avas", 47, 1],
    ["es", -1, 1],
    ["ardes", 58, 1],
    ["erdes", 58, 1],
    ["irdes", 58, 1],
    ["ares", 58, 1],
    ["eres", 58, 1],
    ["ires", 58, 1],
    ["asses", 58, 1],
    ["esses", 58, 1],
    ["isses", 58, 1],
    ["astes", 58, 1],
    ["estes", 58, 1],
    ["istes", 58, 1],
    ["is", -1, 1],
    ["ais", 71, 1],
    ["eis", 71, 1],
    ["areis", 73, 1],
    ["ereis", 73, 1],
    ["ireis", 73, 1],
    ["\u00E1reis", 73, 1],
    ["\u00E9reis", 73, 1],
    ["\u00EDreis", 73, 1],
    ["\u00E1sseis", 73, 1],
    ["\u00E9sseis", 73, 1],
    ["\u00EDsseis", 73, 1],
    ["\u00E1veis", 73, 1],
    ["\u00EDeis", 73, 1],
    ["ar\u00EDeis", 84, 1],
    ["er\u00EDeis", 84, 1],
    ["ir\u00EDeis", 84, 1],
    ["ados", -1, 1],
    ["idos", -1, 1],
    ["amos", -1, 1],
    ["\u00E1ramos", 90, 1],
    ["\u00E9ramos", 90, 1],
    ["\u00EDramos", 90, 1],
    ["\u00E1vamos", 90, 1],
    ["\u00EDamos", 90, 1],
    ["ar\u00EDamos", 95, 1],
    ["er\u00EDamos", 95, 1],
    ["ir\u00EDamos", 95, 1],
    ["emos", -1, 1],
    ["aremos", 99, 1],
    ["eremos", 99, 1],
    ["iremos", 99, 1],
    ["\u00E1ssemos", 99, 1],
    ["\u00EAssemos", 99, 1],
    ["\u00EDssemos", 99, 1],
    ["imos", -1, 1],
    ["armos", -1, 1],
    ["ermos", -1, 1],
    ["irmos", -1, 1],
    ["\u00E1mos", -1, 1],
    ["ar\u00E1s", -1, 1],
    ["er\u00E1s", -1, 1],
    ["ir\u00E1s", -1, 1],
    ["eu", -1, 1],
    ["iu", -1, 1],
    ["ou", -1, 1],
    ["ar\u00E1", -1, 1],
    ["er\u00E1", -1, 1],
    ["ir\u00E1", -1, 1]
];

const a_7 = [
    ["a", -1, 1],
    ["i", -1, 1],
    ["o", -1, 1],
    ["os", -1, 1],
    ["\u00E1", -1, 1],
    ["\u00ED", -1, 1],
    ["\u00F3", -1, 1]
];

const a_8 = [
    ["e", -1, 1],
    ["\u00E7", -1, 2],
    ["\u00E9", -1, 1],
    ["\u00EA", -1, 1]
];

const /** Array<number> */ g_v = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 19, 12, 2];

import { BaseStemmer } from './base-stemmer.js'

class PortugueseStemmer extends BaseStemmer {

    #I_p2/** number */ = 0;
    #I_p1/** number */ = 0;
    #I_pV/** number */ = 0;


    /** @return {boolean} */
    #r_prelude() {
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
                        this.slice_from("a~");
                        break;
                    }
                    case 2: {
                        this.slice_from("o~");
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
                    if (!(this.in_grouping(g_v, 97, 250))) break lab2;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_3 = this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            if (!(this.out_grouping(g_v, 97, 250))) break lab4;
                            if (!this.go_out_grouping(g_v, 97, 250)) break lab4;
                            this.cursor++;
                            break lab3;
                        }
                        this.cursor = v_3;
                        if (!(this.in_grouping(g_v, 97, 250))) break lab2;
                        if (!this.go_in_grouping(g_v, 97, 250)) break lab2;
                        this.cursor++;
                    }
                    break lab1;
                }
                this.cursor = v_2;
                if (!(this.out_grouping(g_v, 97, 250))) break lab0;
                // deno-lint-ignore no-unused-labels
                lab5: {
                    const /** number */ v_4 = this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab6: {
                        if (!(this.out_grouping(g_v, 97, 250))) break lab6;
                        if (!this.go_out_grouping(g_v, 97, 250)) break lab6;
                        this.cursor++;
                        break lab5;
                    }
                    this.cursor = v_4;
                    if (!(this.in_grouping(g_v, 97, 250))) break lab0;
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
            if (!this.go_out_grouping(g_v, 97, 250)) break lab7;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 250)) break lab7;
            this.cursor++;
            this.#I_p1 = this.cursor;
            if (!this.go_out_grouping(g_v, 97, 250)) break lab7;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 250)) break lab7;
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
                        this.slice_from("\u00E3");
                        break;
                    }
                    case 2: {
                        this.slice_from("\u00F5");
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
    #r_standard_suffix() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_5);
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
                this.slice_from("log");
                break;
            }
            case 3: {
                if (!this.#r_R2()) return false;
                this.slice_from("u");
                break;
            }
            case 4: {
                if (!this.#r_R2()) return false;
                this.slice_from("ente");
                break;
            }
            case 5: {
                if (!this.#r_R1()) return false;
                this.slice_del();
                const /** number */ v_1 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab0: {
                    this.ket = this.cursor;
                    a = this.find_among_b(a_2);
                    if (a === 0) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }
                    this.slice_del();
                    switch (a) {
                        case 1: {
                            this.ket = this.cursor;
                            if (!(this.eq_s_b("at"))) {
                                this.cursor = this.limit - v_1;
                                break lab0;
                            }
                            this.bra = this.cursor;
                            if (!this.#r_R2()) {
                                this.cursor = this.limit - v_1;
                                break lab0;
                            }
                            this.slice_del();
                            break;
                        }
                    }
                }
                break;
            }
            case 6: {
                if (!this.#r_R2()) return false;
                this.slice_del();
                const /** number */ v_2 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab1: {
                    this.ket = this.cursor;
                    if (this.find_among_b(a_3) === 0) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                    }
                    this.bra = this.cursor;
                    if (!this.#r_R2()) {
                        this.cursor = this.limit - v_2;
                        break lab1;
                    }
                    this.slice_del();
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
                }
                break;
            }
            case 9: {
                if (!this.#r_RV()) return false;
                if (!(this.eq_s_b("e"))) return false;
                this.slice_from("ir");
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
        if (this.find_among_b(a_6) === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        this.slice_del();
        this.limit_backward = v_1;
        return true;
    }

    /** @return {boolean} */
    #r_residual_suffix() {
        this.ket = this.cursor;
        if (this.find_among_b(a_7) === 0) return false;
        this.bra = this.cursor;
        if (!this.#r_RV()) return false;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_residual_form() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_8);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                if (!this.#r_RV()) return false;
                this.slice_del();
                this.ket = this.cursor;
                // deno-lint-ignore no-unused-labels
                lab0: {
                    const /** number */ v_1 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab1: {
                        if (!(this.eq_s_b("u"))) break lab1;
                        this.bra = this.cursor;
                        const /** number */ v_2 = this.limit - this.cursor;
                        if (!(this.eq_s_b("g"))) break lab1;
                        this.cursor = this.limit - v_2;
                        break lab0;
                    }
                    this.cursor = this.limit - v_1;
                    if (!(this.eq_s_b("i"))) return false;
                    this.bra = this.cursor;
                    const /** number */ v_3 = this.limit - this.cursor;
                    if (!(this.eq_s_b("c"))) return false;
                    this.cursor = this.limit - v_3;
                }
                if (!this.#r_RV()) return false;
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("c");
                break;
            }
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
        // deno-lint-ignore no-unused-labels
        lab0: {
            // deno-lint-ignore no-unused-labels
            lab1: {
                const /** number */ v_3 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab2: {
                    const /** number */ v_4 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab3: {
                        const /** number */ v_5 = this.limit - this.cursor;
                        // deno-lint-ignore no-unused-labels
                        lab4: {
                            if (!this.#r_standard_suffix()) break lab4;
                            break lab3;
                        }
                        this.cursor = this.limit - v_5;
                        if (!this.#r_verb_suffix()) break lab2;
                    }
                    this.cursor = this.limit - v_4;
                    const /** number */ v_6 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab5: {
                        this.ket = this.cursor;
                        if (!(this.eq_s_b("i"))) break lab5;
                        this.bra = this.cursor;
                        const /** number */ v_7 = this.limit - this.cursor;
                        if (!(this.eq_s_b("c"))) break lab5;
                        this.cursor = this.limit - v_7;
                        if (!this.#r_RV()) break lab5;
                        this.slice_del();
                    }
                    this.cursor = this.limit - v_6;
                    break lab1;
                }
                this.cursor = this.limit - v_3;
                if (!this.#r_residual_suffix()) break lab0;
            }
        }
        this.cursor = this.limit - v_2;
        const /** number */ v_8 = this.limit - this.cursor;
        this.#r_residual_form();
        this.cursor = this.limit - v_8;
        this.cursor = this.limit_backward;
        const /** number */ v_9 = this.cursor;
        this.#r_postlude();
        this.cursor = v_9;
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

export { PortugueseStemmer };
