/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Modified copy of @docusaurus/theme-classic
 * src/theme/AnnouncementBar/index.tsx; see licenses/upstream-copies.json.
 */
// Ejected for one change: the bar is a region named 公告 / Announcement, not a second banner
// landmark beside the navbar's (axe landmark-no-duplicate-banner). A wrap cannot change the
// role the theme's bar sets on its own element.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
// The theme's own styles (one CSS module, shared with nothing else; no copy to keep in step).
import styles from '@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar!;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region"
      aria-label={translate({
        id: 'announcementBar.ariaLabel',
        message: '公告',
        description: 'Accessible name of the announcement bar region',
      })}
    >
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && (
        <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />
      )}
    </div>
  );
}
