// What "tslib" is to Docusaurus's own modules in the browser bundle (see ../index.ts): the
// helpers their CommonJS code calls, from tslib's own ES build. index.test.ts checks that the
// installed Docusaurus packages call no other.
export {__importDefault, __importStar} from 'tslib';
