// Checks req.body, req.params and req.query against a small schema before a
// handler runs. Valid, converted values land in req.valid; anything else is a
// 400 listing every problem, so bad input never reaches the database.
const { HttpError } = require('../errors');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkField(value, rule) {
  switch (rule.type) {
    case 'string':
      if (typeof value !== 'string') return { error: 'must be a string' };
      if (rule.pattern && !rule.pattern.test(value)) return { error: rule.hint || 'has an invalid format' };
      if (value.trim().length < (rule.min ?? 1)) return { error: `must have at least ${rule.min ?? 1} characters` };
      if (rule.max && value.length > rule.max) return { error: `must have at most ${rule.max} characters` };
      return { value };
    case 'email':
      if (typeof value !== 'string' || !EMAIL.test(value) || value.length > 254) {
        return { error: 'must be an email address' };
      }
      return { value: value.toLowerCase() };
    case 'id': {
      // Path and query values arrive as strings, JSON bodies as numbers.
      const text = String(value);
      if (!/^[1-9][0-9]{0,9}$/.test(text)) return { error: 'must be a positive integer' };
      const number = Number(text);
      if (rule.max && number > rule.max) return { error: `must be at most ${rule.max}` };
      return { value: number };
    }
    case 'boolean':
      if (typeof value !== 'boolean') return { error: 'must be true or false' };
      return { value };
    case 'enum':
      if (!rule.values.includes(value)) return { error: `must be one of: ${rule.values.join(', ')}` };
      return { value };
    default:
      throw new Error(`unknown rule type ${rule.type}`);
  }
}

function checkPart(input, schema, { partial, where }, problems) {
  const values = {};
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(schema, key)) problems.push({ field: `${where}.${key}`, message: 'is not allowed' });
  }
  for (const [key, rule] of Object.entries(schema)) {
    const present = Object.hasOwn(input, key) && input[key] !== undefined;
    if (!present) {
      if (rule.required && !partial) problems.push({ field: `${where}.${key}`, message: 'is required' });
      continue;
    }
    const result = checkField(input[key], rule);
    if (result.error) problems.push({ field: `${where}.${key}`, message: result.error });
    else values[key] = result.value;
  }
  return values;
}

/**
 * validate({ params, query, body }, { partial }) returns a middleware.
 * partial: true (for PATCH) makes required fields optional but needs at least one.
 */
function validate(schema, { partial = false } = {}) {
  return (req, res, next) => {
    const problems = [];
    const valid = {};
    for (const where of ['params', 'query', 'body']) {
      if (!schema[where]) continue;
      const input = req[where];
      if (where === 'body' && (input === null || typeof input !== 'object' || Array.isArray(input))) {
        return next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send a JSON object with Content-Type: application/json'));
      }
      valid[where] = checkPart(input ?? {}, schema[where], { partial: partial && where === 'body', where }, problems);
    }
    if (partial && schema.body && Object.keys(valid.body).length === 0 && problems.length === 0) {
      problems.push({ field: 'body', message: 'must contain at least one field to change' });
    }
    if (problems.length > 0) {
      return next(new HttpError(400, 'VALIDATION_ERROR', 'The request has invalid fields', problems));
    }
    req.valid = valid;
    next();
  };
}

module.exports = { validate };
