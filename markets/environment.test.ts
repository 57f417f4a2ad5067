import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, InvalidEnvironmentError, isEnvironment, parseEnvironment } from './environment';

describe('parseEnvironment', () => {
  it('knows exactly production and staging', () => {
    expect(ENVIRONMENTS).toEqual(['production', 'staging']);
  });

  it.each(['production', 'staging'])('accepts %s', (env) => {
    expect(parseEnvironment(env)).toBe(env);
  });

  it.each(['development', 'Production', 'prod', '', ' staging', undefined, null, 1])('throws InvalidEnvironmentError for %j', (value) => {
    expect(() => parseEnvironment(value)).toThrow(InvalidEnvironmentError);
  });

  it('names the bad value in the error message', () => {
    expect(() => parseEnvironment('dev')).toThrow('Invalid environment: dev');
  });

  it('raises an Error subclass named InvalidEnvironmentError that keeps the value', () => {
    const error = new InvalidEnvironmentError('qa');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InvalidEnvironmentError');
    expect(error.value).toBe('qa');
  });

  it('tells environments apart from other strings with isEnvironment', () => {
    expect(isEnvironment('staging')).toBe(true);
    expect(isEnvironment('test')).toBe(false);
  });
});
