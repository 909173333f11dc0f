// An error that carries its HTTP status, a stable code for clients and optional details.
class HttpError extends Error {
  constructor(status, code, message, details) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const notFound = (what) => new HttpError(404, 'NOT_FOUND', `${what} not found`);

module.exports = { HttpError, notFound };
