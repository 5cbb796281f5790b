/** The engine's facade: games, their loaders and what every game has in common. No rendering here. */
package adjutant.engine;
