// Prism's language files register themselves on the global Prism and export nothing.
declare module 'prismjs/components/*';
