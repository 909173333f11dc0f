// Generated from polish.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["by\u015Bcie", -1, 1],
    ["bym", -1, 1],
    ["by", -1, 1],
    ["by\u015Bmy", -1, 1],
    ["by\u015B", -1, 1]
];

const a_1 = [
    ["\u0105c", -1, 1],
    ["aj\u0105c", 0, 1],
    ["sz\u0105c", 0, 2],
    ["sz", -1, 1],
    ["iejsz", 3, 1]
];

const a_2 = [
    ["a", -1, 1, 1],
    ["\u0105ca", 0, 1],
    ["aj\u0105ca", 1, 1],
    ["sz\u0105ca", 1, 2],
    ["ia", 0, 1, 1],
    ["sza", 0, 1],
    ["iejsza", 5, 1],
    ["a\u0142a", 0, 1],
    ["ia\u0142a", 7, 1],
    ["i\u0142a", 0, 1],
    ["\u0105c", -1, 1],
    ["aj\u0105c", 10, 1],
    ["e", -1, 1, 1],
    ["\u0105ce", 12, 1],
    ["aj\u0105ce", 13, 1],
    ["sz\u0105ce", 13, 2],
    ["ie", 12, 1, 1],
    ["cie", 16, 1],
    ["acie", 17, 1],
    ["ecie", 17, 1],
    ["icie", 17, 1],
    ["ajcie", 17, 1],
    ["li\u015Bcie", 17, 4],
    ["ali\u015Bcie", 22, 1],
    ["ieli\u015Bcie", 22, 1],
    ["ili\u015Bcie", 22, 1],
    ["\u0142y\u015Bcie", 17, 4],
    ["a\u0142y\u015Bcie", 26, 1],
    ["ia\u0142y\u015Bcie", 27, 1],
    ["i\u0142y\u015Bcie", 26, 1],
    ["sze", 12, 1],
    ["iejsze", 30, 1],
    ["ach", -1, 1, 1],
    ["iach", 32, 1, 1],
    ["ich", -1, 5],
    ["ych", -1, 5],
    ["i", -1, 1, 1],
    ["ali", 36, 1],
    ["ieli", 36, 1],
    ["ili", 36, 1],
    ["ami", 36, 1, 1],
    ["iami", 40, 1, 1],
    ["imi", 36, 5],
    ["ymi", 36, 5],
    ["owi", 36, 1, 1],
    ["iowi", 44, 1, 1],
    ["aj", -1, 1],
    ["ej", -1, 5],
    ["iej", 47, 5],
    ["am", -1, 1],
    ["a\u0142am", 49, 1],
    ["ia\u0142am", 50, 1],
    ["i\u0142am", 49, 1],
    ["em", -1, 1, 1],
    ["iem", 53, 1, 1],
    ["a\u0142em", 53, 1],
    ["ia\u0142em", 55, 1],
    ["i\u0142em", 53, 1],
    ["im", -1, 5],
    ["om", -1, 1, 1],
    ["iom", 59, 1, 1],
    ["ym", -1, 5],
    ["o", -1, 1, 1],
    ["ego", 62, 5],
    ["iego", 63, 5],
    ["a\u0142o", 62, 1],
    ["ia\u0142o", 65, 1],
    ["i\u0142o", 62, 1],
    ["u", -1, 1, 1],
    ["iu", 68, 1, 1],
    ["emu", 68, 5],
    ["iemu", 70, 5],
    ["\u00F3w", -1, 1, 1],
    ["y", -1, 5],
    ["amy", 73, 1],
    ["emy", 73, 1],
    ["imy", 73, 1],
    ["li\u015Bmy", 73, 4],
    ["ali\u015Bmy", 77, 1],
    ["ieli\u015Bmy", 77, 1],
    ["ili\u015Bmy", 77, 1],
    ["\u0142y\u015Bmy", 73, 4],
    ["a\u0142y\u015Bmy", 81, 1],
    ["ia\u0142y\u015Bmy", 82, 1],
    ["i\u0142y\u015Bmy", 81, 1],
    ["a\u0142y", 73, 1],
    ["ia\u0142y", 85, 1],
    ["i\u0142y", 73, 1],
    ["asz", -1, 1],
    ["esz", -1, 1],
    ["isz", -1, 1],
    ["\u0105", -1, 1, 1],
    ["\u0105c\u0105", 91, 1],
    ["aj\u0105c\u0105", 92, 1],
    ["sz\u0105c\u0105", 92, 2],
    ["i\u0105", 91, 1, 1],
    ["aj\u0105", 91, 1],
    ["sz\u0105", 91, 3],
    ["iejsz\u0105", 97, 1],
    ["a\u0107", -1, 1],
    ["ie\u0107", -1, 1],
    ["i\u0107", -1, 1],
    ["\u0105\u0107", -1, 1],
    ["a\u015B\u0107", -1, 1],
    ["e\u015B\u0107", -1, 1],
    ["\u0119", -1, 1],
    ["sz\u0119", 105, 2],
    ["a\u0142", -1, 1],
    ["ia\u0142", 107, 1],
    ["i\u0142", -1, 1],
    ["\u0142a\u015B", -1, 4],
    ["a\u0142a\u015B", 110, 1],
    ["ia\u0142a\u015B", 111, 1],
    ["i\u0142a\u015B", 110, 1],
    ["\u0142e\u015B", -1, 4],
    ["a\u0142e\u015B", 114, 1],
    ["ia\u0142e\u015B", 115, 1],
    ["i\u0142e\u015B", 114, 1]
];

const a_3 = [
    ["\u0107", -1, 1],
    ["\u0144", -1, 2],
    ["\u015B", -1, 3],
    ["\u017A", -1, 4]
];

const /** Array<number> */ g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 16, 0, 0, 1];

import { BaseStemmer } from './base-stemmer.js'

class PolishStemmer extends BaseStemmer {

    #I_p1/** number */ = 0;


    /** @return {boolean} */
    #r_mark_regions() {
        this.#I_p1 = this.limit;
        if (!this.go_out_grouping(g_v, 97, 281)) return false;
        this.cursor++;
        if (!this.go_in_grouping(g_v, 97, 281)) return false;
        this.cursor++;
        this.#I_p1 = this.cursor;
        return true;
    }

    /** @return {boolean} */
    #r_R1() {
        return this.#I_p1 <= this.cursor;
    }

    /** @return {boolean} */
    #r_remove_endings() {
        let /** number */ a;
        const /** number */ v_1 = this.limit - this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            if (this.cursor < this.#I_p1) break lab0;
            const /** number */ v_2 = this.limit_backward;
            this.limit_backward = this.#I_p1;
            this.ket = this.cursor;
            if (this.find_among_b(a_0) === 0) {
                this.limit_backward = v_2;
                break lab0;
            }
            this.bra = this.cursor;
            this.limit_backward = v_2;
            this.slice_del();
        }
        this.cursor = this.limit - v_1;
        this.ket = this.cursor;
        a = this.find_among_b(a_2, this.#r_R1);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                this.slice_del();
                break;
            }
            case 2: {
                this.slice_from("s");
                break;
            }
            case 3: {
                // deno-lint-ignore no-unused-labels
                lab1: {
                    const /** number */ v_3 = this.limit - this.cursor;
                    // deno-lint-ignore no-unused-labels
                    lab2: {
                        const /** number */ v_4 = this.limit - this.cursor;
                        if (!this.#r_R1()) break lab2;
                        this.cursor = this.limit - v_4;
                        this.slice_del();
                        break lab1;
                    }
                    this.cursor = this.limit - v_3;
                    this.slice_from("s");
                }
                break;
            }
            case 4: {
                this.slice_from("\u0142");
                break;
            }
            case 5: {
                this.slice_del();
                const /** number */ v_5 = this.limit - this.cursor;
                // deno-lint-ignore no-unused-labels
                lab3: {
                    this.ket = this.cursor;
                    a = this.find_among_b(a_1);
                    if (a === 0) {
                        this.cursor = this.limit - v_5;
                        break lab3;
                    }
                    this.bra = this.cursor;
                    switch (a) {
                        case 1: {
                            this.slice_del();
                            break;
                        }
                        case 2: {
                            this.slice_from("s");
                            break;
                        }
                    }
                }
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_normalize_consonant() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_3);
        if (a === 0) return false;
        this.bra = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            if (this.cursor > this.limit_backward) break lab0;
            return false;
        }
        switch (a) {
            case 1: {
                this.slice_from("c");
                break;
            }
            case 2: {
                this.slice_from("n");
                break;
            }
            case 3: {
                this.slice_from("s");
                break;
            }
            case 4: {
                this.slice_from("z");
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
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_2 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                {
                    const /** number */ c = this.cursor + 2;
                    if (c > this.limit) break lab1;
                    this.cursor = c;
                }
                this.limit_backward = this.cursor; this.cursor = this.limit;
                if (!this.#r_remove_endings()) break lab1;
                this.cursor = this.limit_backward;
                break lab0;
            }
            this.cursor = v_2;
            this.limit_backward = this.cursor; this.cursor = this.limit;
            if (!this.#r_normalize_consonant()) return false;
            this.cursor = this.limit_backward;
        }
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

export { PolishStemmer };
