import {describe, expect, it} from 'vitest';
import {docSections, newestPosts, type DocsVersionLike} from './collect';

const post = (title: string, date: string, extra: object = {}) => ({
  metadata: {title, permalink: `/blog/${title}`, date, description: `${title} text`, ...extra},
});

describe('newestPosts', () => {
  it('keeps the newest listed posts, newest first', () => {
    const blog = {
      blogPosts: [
        post('old', '2023-01-02'),
        post('newest', '2024-06-08'),
        post('hidden', '2025-01-01', {unlisted: true}),
        post('middle', '2024-03-16'),
      ],
    };
    expect(newestPosts(blog, 2).map((p) => p.title)).toEqual(['newest', 'middle']);
    expect(newestPosts(blog, 2)[0]).toEqual({
      title: 'newest',
      permalink: '/blog/newest',
      date: '2024-06-08T00:00:00.000Z',
      description: 'newest text',
    });
    expect(newestPosts({blogPosts: []}, 3)).toEqual([]);
  });
});

describe('docSections', () => {
  const version: DocsVersionLike = {
    docs: [{id: 'guide/index', permalink: '/docs/guide', title: 'Guide', description: 'The guide'}],
    sidebars: {
      main: [
        {type: 'doc'},
        {
          type: 'category',
          label: 'Server',
          link: {
            type: 'generated-index',
            permalink: '/docs/category/server',
            description: 'Server notes',
          },
          items: [
            {type: 'doc'},
            {type: 'category', label: 'Inner', items: [{type: 'doc'}, {type: 'doc'}]},
            {type: 'link'},
          ],
        },
        {
          type: 'category',
          label: 'Guide',
          link: {type: 'doc', id: 'guide/index'},
          items: [{type: 'doc'}],
        },
        {type: 'category', label: 'No landing page', items: [{type: 'doc'}]},
      ],
    },
  };

  it('lists top-level categories with a landing page, their descriptions and doc counts', () => {
    expect(docSections(version, 'main')).toEqual([
      {
        title: 'Server',
        permalink: '/docs/category/server',
        description: 'Server notes',
        docCount: 3,
      },
      {title: 'Guide', permalink: '/docs/guide', description: 'The guide', docCount: 2},
    ]);
  });

  it('gives nothing for a sidebar that does not exist', () => {
    expect(docSections(version, 'other')).toEqual([]);
  });
});
