/**
 * The engine's facade: games, their loaders and what every game has in common. No rendering here.
 *
 * <p>May use: {@code engine.data}, {@code engine.l10n}.
 */
package adjutant.engine;
