// The pages' token list lives with the rest of the token code.
export { useTokenOptions } from '../../tokens/useTokenOptions';
