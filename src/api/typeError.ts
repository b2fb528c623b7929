// Zod's wording of a missing field versus a field of the wrong type, shared by the request and
// response schemas.

/** Zod's `error` callback: "required" when the field is missing, `wrongType` otherwise. */
export function typeError(wrongType: string, required = 'This field is required') {
  return (issue: { input?: unknown }) => (issue.input === undefined ? required : wrongType);
}
