// Ejected (a "safe" swizzle) only to register this site's own navbar item types,
// named `custom-*` as Docusaurus requires. The built-in types are untouched.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VisitorBadge from '@site/src/components/VisitorBadge';
import ThemeDrawerButton from '@site/src/components/ThemeDrawerButton';

export default {
  ...ComponentTypes,
  'custom-visitorBadge': VisitorBadge,
  'custom-themeDrawer': ThemeDrawerButton,
};
