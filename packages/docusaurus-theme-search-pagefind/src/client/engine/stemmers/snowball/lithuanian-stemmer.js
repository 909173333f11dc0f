// Generated from lithuanian.sbl by Snowball 3.0.0 - https://snowballstem.org/

// deno-lint-ignore-file ban-unused-ignore no-constant-condition no-empty prefer-const

const a_0 = [
    ["a", -1, -1],
    ["ia", 0, -1],
    ["osna", 0, -1],
    ["iosna", 2, -1],
    ["uosna", 2, -1],
    ["iuosna", 4, -1],
    ["ysna", 0, -1],
    ["\u0117sna", 0, -1],
    ["e", -1, -1],
    ["ie", 8, -1],
    ["enie", 9, -1],
    ["oje", 8, -1],
    ["ioje", 11, -1],
    ["uje", 8, -1],
    ["iuje", 13, -1],
    ["yje", 8, -1],
    ["enyje", 15, -1],
    ["\u0117je", 8, -1],
    ["ame", 8, -1],
    ["iame", 18, -1],
    ["sime", 8, -1],
    ["ome", 8, -1],
    ["\u0117me", 8, -1],
    ["tum\u0117me", 22, -1],
    ["ose", 8, -1],
    ["iose", 24, -1],
    ["uose", 24, -1],
    ["iuose", 26, -1],
    ["yse", 8, -1],
    ["enyse", 28, -1],
    ["\u0117se", 8, -1],
    ["ate", 8, -1],
    ["iate", 31, -1],
    ["ite", 8, -1],
    ["kite", 33, -1],
    ["site", 33, -1],
    ["ote", 8, -1],
    ["tute", 8, -1],
    ["\u0117te", 8, -1],
    ["tum\u0117te", 38, -1],
    ["i", -1, -1],
    ["ai", 40, -1],
    ["iai", 41, -1],
    ["ei", 40, -1],
    ["tumei", 43, -1],
    ["ki", 40, -1],
    ["imi", 40, -1],
    ["umi", 40, -1],
    ["iumi", 47, -1],
    ["si", 40, -1],
    ["asi", 49, -1],
    ["iasi", 50, -1],
    ["esi", 49, -1],
    ["iesi", 52, -1],
    ["siesi", 53, -1],
    ["isi", 49, -1],
    ["aisi", 55, -1],
    ["eisi", 55, -1],
    ["tumeisi", 57, -1],
    ["uisi", 55, -1],
    ["osi", 49, -1],
    ["\u0117josi", 60, -1],
    ["uosi", 60, -1],
    ["iuosi", 62, -1],
    ["siuosi", 63, -1],
    ["usi", 49, -1],
    ["ausi", 65, -1],
    ["\u010Diausi", 66, -1],
    ["\u0105si", 49, -1],
    ["\u0117si", 49, -1],
    ["\u0173si", 49, -1],
    ["t\u0173si", 70, -1],
    ["ti", 40, -1],
    ["enti", 72, -1],
    ["inti", 72, -1],
    ["oti", 72, -1],
    ["ioti", 75, -1],
    ["uoti", 75, -1],
    ["iuoti", 77, -1],
    ["auti", 72, -1],
    ["iauti", 79, -1],
    ["yti", 72, -1],
    ["\u0117ti", 72, -1],
    ["tel\u0117ti", 82, -1],
    ["in\u0117ti", 82, -1],
    ["ter\u0117ti", 82, -1],
    ["ui", 40, -1],
    ["iui", 86, -1],
    ["eniui", 87, -1],
    ["oj", -1, -1],
    ["\u0117j", -1, -1],
    ["k", -1, -1],
    ["am", -1, -1],
    ["iam", 92, -1],
    ["iem", -1, -1],
    ["im", -1, -1],
    ["sim", 95, -1],
    ["om", -1, -1],
    ["tum", -1, -1],
    ["\u0117m", -1, -1],
    ["tum\u0117m", 99, -1],
    ["an", -1, -1],
    ["on", -1, -1],
    ["ion", 102, -1],
    ["un", -1, -1],
    ["iun", 104, -1],
    ["\u0117n", -1, -1],
    ["o", -1, -1],
    ["io", 107, -1],
    ["enio", 108, -1],
    ["\u0117jo", 107, -1],
    ["uo", 107, -1],
    ["s", -1, -1],
    ["as", 112, -1],
    ["ias", 113, -1],
    ["es", 112, -1],
    ["ies", 115, -1],
    ["is", 112, -1],
    ["ais", 117, -1],
    ["iais", 118, -1],
    ["tumeis", 117, -1],
    ["imis", 117, -1],
    ["enimis", 121, -1],
    ["omis", 117, -1],
    ["iomis", 123, -1],
    ["umis", 117, -1],
    ["\u0117mis", 117, -1],
    ["enis", 117, -1],
    ["asis", 117, -1],
    ["ysis", 117, -1],
    ["ams", 112, -1],
    ["iams", 130, -1],
    ["iems", 112, -1],
    ["ims", 112, -1],
    ["enims", 133, -1],
    ["oms", 112, -1],
    ["ioms", 135, -1],
    ["ums", 112, -1],
    ["\u0117ms", 112, -1],
    ["ens", 112, -1],
    ["os", 112, -1],
    ["ios", 140, -1],
    ["uos", 140, -1],
    ["iuos", 142, -1],
    ["us", 112, -1],
    ["aus", 144, -1],
    ["iaus", 145, -1],
    ["ius", 144, -1],
    ["ys", 112, -1],
    ["enys", 148, -1],
    ["\u0105s", 112, -1],
    ["i\u0105s", 150, -1],
    ["\u0117s", 112, -1],
    ["am\u0117s", 152, -1],
    ["iam\u0117s", 153, -1],
    ["im\u0117s", 152, -1],
    ["kim\u0117s", 155, -1],
    ["sim\u0117s", 155, -1],
    ["om\u0117s", 152, -1],
    ["\u0117m\u0117s", 152, -1],
    ["tum\u0117m\u0117s", 159, -1],
    ["at\u0117s", 152, -1],
    ["iat\u0117s", 161, -1],
    ["sit\u0117s", 152, -1],
    ["ot\u0117s", 152, -1],
    ["\u0117t\u0117s", 152, -1],
    ["tum\u0117t\u0117s", 165, -1],
    ["\u012Fs", 112, -1],
    ["\u016Bs", 112, -1],
    ["t\u0173s", 112, -1],
    ["at", -1, -1],
    ["iat", 170, -1],
    ["it", -1, -1],
    ["sit", 172, -1],
    ["ot", -1, -1],
    ["\u0117t", -1, -1],
    ["tum\u0117t", 175, -1],
    ["u", -1, -1],
    ["au", 177, -1],
    ["iau", 178, -1],
    ["\u010Diau", 179, -1],
    ["iu", 177, -1],
    ["eniu", 181, -1],
    ["siu", 181, -1],
    ["y", -1, -1],
    ["\u0105", -1, -1],
    ["i\u0105", 185, -1],
    ["\u0117", -1, -1],
    ["\u0119", -1, -1],
    ["\u012F", -1, -1],
    ["en\u012F", 189, -1],
    ["\u0173", -1, -1],
    ["i\u0173", 191, -1]
];

const a_1 = [
    ["ing", -1, -1],
    ["aj", -1, -1],
    ["iaj", 1, -1],
    ["iej", -1, -1],
    ["oj", -1, -1],
    ["ioj", 4, -1],
    ["uoj", 4, -1],
    ["iuoj", 6, -1],
    ["auj", -1, -1],
    ["\u0105j", -1, -1],
    ["i\u0105j", 9, -1],
    ["\u0117j", -1, -1],
    ["\u0173j", -1, -1],
    ["i\u0173j", 12, -1],
    ["ok", -1, -1],
    ["iok", 14, -1],
    ["iuk", -1, -1],
    ["uliuk", 16, -1],
    ["u\u010Diuk", 16, -1],
    ["i\u0161k", -1, -1],
    ["iul", -1, -1],
    ["yl", -1, -1],
    ["\u0117l", -1, -1],
    ["am", -1, -1],
    ["dam", 23, -1],
    ["jam", 23, -1],
    ["zgan", -1, -1],
    ["ain", -1, -1],
    ["esn", -1, -1],
    ["op", -1, -1],
    ["iop", 29, -1],
    ["ias", -1, -1],
    ["ies", -1, -1],
    ["ais", -1, -1],
    ["iais", 33, -1],
    ["os", -1, -1],
    ["ios", 35, -1],
    ["uos", 35, -1],
    ["iuos", 37, -1],
    ["aus", -1, -1],
    ["iaus", 39, -1],
    ["\u0105s", -1, -1],
    ["i\u0105s", 41, -1],
    ["\u0119s", -1, -1],
    ["ut\u0117ait", -1, -1],
    ["ant", -1, -1],
    ["iant", 45, -1],
    ["siant", 46, -1],
    ["int", -1, -1],
    ["ot", -1, -1],
    ["uot", 49, -1],
    ["iuot", 50, -1],
    ["yt", -1, -1],
    ["\u0117t", -1, -1],
    ["yk\u0161t", -1, -1],
    ["iau", -1, -1],
    ["dav", -1, -1],
    ["sv", -1, -1],
    ["\u0161v", -1, -1],
    ["yk\u0161\u010D", -1, -1],
    ["\u0119", -1, -1],
    ["\u0117j\u0119", 60, -1]
];

const a_2 = [
    ["ojime", -1, 7],
    ["\u0117jime", -1, 3],
    ["avime", -1, 6],
    ["okate", -1, 8],
    ["aite", -1, 1],
    ["uote", -1, 2],
    ["asius", -1, 5],
    ["okat\u0117s", -1, 8],
    ["ait\u0117s", -1, 1],
    ["uot\u0117s", -1, 2],
    ["esiu", -1, 4]
];

const a_3 = [
    ["\u010D", -1, 1],
    ["d\u017E", -1, 2]
];

const /** Array<number> */ g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 0, 64, 1, 0, 64, 0, 0, 0, 0, 0, 0, 0, 4, 4];

import { BaseStemmer } from './base-stemmer.js'

class LithuanianStemmer extends BaseStemmer {

    #I_p1/** number */ = 0;


    /** @return {boolean} */
    #r_step1() {
        if (this.cursor < this.#I_p1) return false;
        const /** number */ v_1 = this.limit_backward;
        this.limit_backward = this.#I_p1;
        this.ket = this.cursor;
        if (this.find_among_b(a_0) === 0) {
            this.limit_backward = v_1;
            return false;
        }
        this.bra = this.cursor;
        this.limit_backward = v_1;
        this.slice_del();
        return true;
    }

    /** @return {boolean} */
    #r_step2() {
        while (true) {
            const /** number */ v_1 = this.limit - this.cursor;
            // deno-lint-ignore no-unused-labels
            lab0: {
                if (this.cursor < this.#I_p1) break lab0;
                const /** number */ v_2 = this.limit_backward;
                this.limit_backward = this.#I_p1;
                this.ket = this.cursor;
                if (this.find_among_b(a_1) === 0) {
                    this.limit_backward = v_2;
                    break lab0;
                }
                this.bra = this.cursor;
                this.limit_backward = v_2;
                this.slice_del();
                continue;
            }
            this.cursor = this.limit - v_1;
            break;
        }
        return true;
    }

    /** @return {boolean} */
    #r_fix_conflicts() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_2);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                this.slice_from("ait\u0117");
                break;
            }
            case 2: {
                this.slice_from("uot\u0117");
                break;
            }
            case 3: {
                this.slice_from("\u0117jimas");
                break;
            }
            case 4: {
                this.slice_from("esys");
                break;
            }
            case 5: {
                this.slice_from("asys");
                break;
            }
            case 6: {
                this.slice_from("avimas");
                break;
            }
            case 7: {
                this.slice_from("ojimas");
                break;
            }
            case 8: {
                this.slice_from("okat\u0117");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_fix_chdz() {
        let /** number */ a;
        this.ket = this.cursor;
        a = this.find_among_b(a_3);
        if (a === 0) return false;
        this.bra = this.cursor;
        switch (a) {
            case 1: {
                this.slice_from("t");
                break;
            }
            case 2: {
                this.slice_from("d");
                break;
            }
        }
        return true;
    }

    /** @return {boolean} */
    #r_fix_gd() {
        this.ket = this.cursor;
        if (!(this.eq_s_b("gd"))) return false;
        this.bra = this.cursor;
        this.slice_from("g");
        return true;
    }

    /** @return {boolean} */
    #stem() {
        this.#I_p1 = this.limit;
        const /** number */ v_1 = this.cursor;
        // deno-lint-ignore no-unused-labels
        lab0: {
            const /** number */ v_2 = this.cursor;
            // deno-lint-ignore no-unused-labels
            lab1: {
                if (!(this.eq_s("a"))) {
                    this.cursor = v_2;
                    break lab1;
                }
                if (this.current.length <= 6) {
                    this.cursor = v_2;
                    break lab1;
                }
            }
            if (!this.go_out_grouping(g_v, 97, 371)) break lab0;
            this.cursor++;
            if (!this.go_in_grouping(g_v, 97, 371)) break lab0;
            this.cursor++;
            this.#I_p1 = this.cursor;
        }
        this.cursor = v_1;
        this.limit_backward = this.cursor; this.cursor = this.limit;
        const /** number */ v_3 = this.limit - this.cursor;
        this.#r_fix_conflicts();
        this.cursor = this.limit - v_3;
        const /** number */ v_4 = this.limit - this.cursor;
        this.#r_step1();
        this.cursor = this.limit - v_4;
        const /** number */ v_5 = this.limit - this.cursor;
        this.#r_fix_chdz();
        this.cursor = this.limit - v_5;
        const /** number */ v_6 = this.limit - this.cursor;
        this.#r_step2();
        this.cursor = this.limit - v_6;
        const /** number */ v_7 = this.limit - this.cursor;
        this.#r_fix_chdz();
        this.cursor = this.limit - v_7;
        const /** number */ v_8 = this.limit - this.cursor;
        this.#r_fix_gd();
        this.cursor = this.limit - v_8;
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

export { LithuanianStemmer };
