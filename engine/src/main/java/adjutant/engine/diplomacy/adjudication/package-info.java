/**
 * The machinery behind {@link adjutant.engine.diplomacy.Adjudicator}: legality checks,
 * the movement equations of the DATC (attack, hold, defend and prevent strength, path,
 * support cut, convoy), a memoising guess-and-check {@link adjutant.engine.diplomacy.adjudication.Resolver},
 * and the retreat and adjustment phases. Use the facade; these classes are public only
 * so that it can reach them.
 *
 * <p>May use: {@code engine.diplomacy}.
 */
package adjutant.engine.diplomacy.adjudication;
