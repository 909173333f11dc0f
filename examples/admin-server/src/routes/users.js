const { Router } = require('express');
const { validate } = require('../middleware/validate');
const { HttpError, notFound } = require('../errors');

const userFields = {
  username: { type: 'string', required: true, pattern: /^[a-z0-9_]{3,32}$/, hint: 'must be 3-32 lowercase letters, digits or _' },
  email: { type: 'email', required: true },
  displayName: { type: 'string', required: true, max: 64 },
  roleId: { type: 'id', required: true },
  active: { type: 'boolean' },
};
const byId = { params: { id: { type: 'id' } } };

module.exports = ({ User, Role, Article }) => {
  const router = Router();
  const withRole = { include: { model: Role, as: 'role', attributes: ['id', 'name'] } };

  async function assertRoleExists(roleId) {
    if (roleId !== undefined && !(await Role.findByPk(roleId))) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'The request has invalid fields', [
        { field: 'body.roleId', message: `no role has id ${roleId}` },
      ]);
    }
  }

  router.get('/', async (req, res) => {
    res.json(await User.findAll({ ...withRole, order: [['id', 'ASC']] }));
  });

  router.get('/:id', validate(byId), async (req, res) => {
    const user = await User.findByPk(req.valid.params.id, withRole);
    if (!user) throw notFound('User');
    res.json(user);
  });

  router.post('/', validate({ body: userFields }), async (req, res) => {
    await assertRoleExists(req.valid.body.roleId);
    const user = await User.create(req.valid.body);
    res.status(201).location(`${req.baseUrl}/${user.id}`).json(await User.findByPk(user.id, withRole));
  });

  router.patch('/:id', validate({ ...byId, body: userFields }, { partial: true }), async (req, res) => {
    const user = await User.findByPk(req.valid.params.id);
    if (!user) throw notFound('User');
    await assertRoleExists(req.valid.body.roleId);
    await user.update(req.valid.body);
    res.json(await User.findByPk(user.id, withRole));
  });

  router.delete('/:id', validate(byId), async (req, res) => {
    const user = await User.findByPk(req.valid.params.id);
    if (!user) throw notFound('User');
    const articles = await Article.count({ where: { authorId: user.id } });
    if (articles > 0) {
      throw new HttpError(409, 'CONFLICT', `The user still has ${articles} article(s); reassign or delete them first`);
    }
    await user.destroy();
    res.status(204).end();
  });

  return router;
};
