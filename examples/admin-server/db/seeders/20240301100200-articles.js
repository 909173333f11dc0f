'use strict';

/** @type {import('sequelize-cli').Migration} */
module.exports = {
  async up(queryInterface) {
    const now = new Date();
    await queryInterface.bulkInsert('articles', [
      {
        id: 1, title: 'Welcome to the back office', slug: 'welcome', body: 'How to use this admin.',
        status: 'published', publishedAt: now, authorId: 1, createdAt: now, updatedAt: now,
      },
      {
        id: 2, title: 'Release checklist', slug: 'release-checklist', body: 'Steps before each release.',
        status: 'published', publishedAt: now, authorId: 2, createdAt: now, updatedAt: now,
      },
      {
        id: 3, title: 'Roadmap draft', slug: 'roadmap-draft', body: 'Ideas for next quarter.',
        status: 'draft', publishedAt: null, authorId: 2, createdAt: now, updatedAt: now,
      },
    ]);
  },

  async down(queryInterface) {
    await queryInterface.bulkDelete('articles', { id: [1, 2, 3] });
  },
};
