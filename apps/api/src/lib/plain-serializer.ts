// The hot read routes keep their zod response schema for OpenAPI and types, but skip validating every answer
// again before sending it: the services build the answer from typed values, and the check cost about a third of
// a /query request. Tests still parse the answers against the contract schemas.
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
