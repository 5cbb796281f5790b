/**
 * The Hunt print kit: the 36 cards (text measured in the embedded font and fitted to its box,
 * deck backs mirrored for duplex), the hex board computed from the map data, the tokens, the
 * Graf Spee secret log and the two player aids with the engine's exact odds, in every language
 * of the game. {@link adjutant.generator.hunt.HuntKit} plans the files;
 * {@link adjutant.generator.hunt.CardOverflowCheck} lets {@code adjutant l10n check} measure the cards.
 *
 * <p>May use: {@code engine}, {@code engine.geometry}, {@code engine.hunt}, {@code engine.l10n},
 * {@code engine.l10n.check}, {@code generator}, {@code generator.layout}, {@code generator.pdf},
 * {@code generator.svg}; ICU4J.
 */
package adjutant.generator.hunt;
