/**
 * The Diplomacy adjudicator: the facade {@link adjutant.engine.diplomacy.adjudication.Adjudicator}
 * that turns a position and orders into verdicts and the next position, and the machinery behind
 * it: legality checks, the movement equations of the DATC (attack, hold, defend and prevent
 * strength, path, support cut, convoy), a memoising guess-and-check
 * {@link adjutant.engine.diplomacy.adjudication.Resolver}, and the retreat and adjustment phases.
 * Other packages use the facade only.
 *
 * <p>May use: {@code engine.diplomacy}.
 */
package adjutant.engine.diplomacy.adjudication;
