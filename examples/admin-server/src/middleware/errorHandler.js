// The last middlewares: an unknown route becomes a 404, and every error becomes
// one JSON shape, { error: { code, message, details? } }, with the right status.
const { UniqueConstraintError, ValidationError, ForeignKeyConstraintError } = require('sequelize');
const { HttpError } = require('../errors');

function notFoundHandler(req, res, next) {
  next(new HttpError(404, 'NOT_FOUND', `No route for ${req.method} ${req.path}`));
}

function toHttpError(err) {
  if (err instanceof HttpError) return err;
  if (err instanceof UniqueConstraintError) {
    const fields = err.errors.map((e) => ({ field: `body.${e.path}`, message: 'is already taken' }));
    return new HttpError(409, 'CONFLICT', 'A record with the same value already exists', fields);
  }
  if (err instanceof ValidationError) {
    const fields = err.errors.map((e) => ({ field: `body.${e.path}`, message: e.message }));
    return new HttpError(400, 'VALIDATION_ERROR', 'The request has invalid fields', fields);
  }
  if (err instanceof ForeignKeyConstraintError) {
    return new HttpError(409, 'CONFLICT', 'The record is still referenced by other records');
  }
  // Errors from express.json(): malformed JSON (400), body too large (413), ...
  if (err.type && err.status >= 400 && err.status < 500) {
    const message = err.type === 'entity.parse.failed' ? 'The request body is not valid JSON' : err.message;
    return new HttpError(err.status, 'BAD_REQUEST', message);
  }
  return null;
}

function errorHandler(log = console.error) {
  // Express recognises an error handler by its four parameters.
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const httpError = toHttpError(err);
    if (!httpError) {
      log(err);
      return res.status(500).json({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    }
    const { status, code, message, details } = httpError;
    res.status(status).json({ error: { code, message, ...(details && { details }) } });
  };
}

module.exports = { notFoundHandler, errorHandler };
