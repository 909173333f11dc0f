// What the home page is given (plugins/home-page builds it, src/components/HomePage shows it).

export interface HomePost {
  readonly title: string;
  readonly permalink: string;
  /** ISO date of the post. */
  readonly date: string;
  readonly description: string;
}

export interface HomeSection {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
  /** How many doc pages the section holds, sub-categories included. */
  readonly docCount: number;
}

export interface HomeData {
  /** The newest posts, newest first. */
  readonly posts: readonly HomePost[];
  /** The docs sidebar's top-level categories, in sidebar order. */
  readonly sections: readonly HomeSection[];
}
