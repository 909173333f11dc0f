const { Router } = require('express');
const { validate } = require('../middleware/validate');
const { HttpError, notFound } = require('../errors');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const articleFields = {
  title: { type: 'string', required: true, max: 120 },
  slug: { type: 'string', required: true, pattern: SLUG, hint: 'must be lowercase words joined by -', max: 120 },
  body: { type: 'string', min: 0 },
  status: { type: 'enum', values: ['draft', 'published'] },
  authorId: { type: 'id', required: true },
};
const listQuery = {
  status: { type: 'enum', values: ['draft', 'published'] },
  page: { type: 'id' },
  pageSize: { type: 'id', max: 100 },
};
const byId = { params: { id: { type: 'id' } } };

module.exports = ({ Article, User }) => {
  const router = Router();
  const withAuthor = { include: { model: User, as: 'author', attributes: ['id', 'username', 'displayName'] } };

  // GET /api/articles?status=published&page=1&pageSize=20
  router.get('/', validate({ query: listQuery }), async (req, res) => {
    const { status, page = 1, pageSize = 20 } = req.valid.query;
    const { rows, count } = await Article.findAndCountAll({
      ...withAuthor,
      where: status ? { status } : {},
      order: [['id', 'ASC']],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    res.json({ items: rows, total: count, page, pageSize });
  });

  router.get('/:id', validate(byId), async (req, res) => {
    const article = await Article.findByPk(req.valid.params.id, withAuthor);
    if (!article) throw notFound('Article');
    res.json(article);
  });

  router.post('/', validate({ body: articleFields }), async (req, res) => {
    const input = req.valid.body;
    if (!(await User.findByPk(input.authorId))) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'The request has invalid fields', [
        { field: 'body.authorId', message: `no user has id ${input.authorId}` },
      ]);
    }
    const publishedAt = input.status === 'published' ? new Date() : null;
    const article = await Article.create({ ...input, publishedAt });
    res.status(201).location(`${req.baseUrl}/${article.id}`).json(await Article.findByPk(article.id, withAuthor));
  });

  router.delete('/:id', validate(byId), async (req, res) => {
    const deleted = await Article.destroy({ where: { id: req.valid.params.id } });
    if (deleted === 0) throw notFound('Article');
    res.status(204).end();
  });

  return router;
};
