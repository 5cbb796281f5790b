/**
 * The generator's facade: print kits of the games. A game plugs its kit in with one
 * {@link adjutant.generator.KitMaker} listed in
 * {@code META-INF/services/adjutant.generator.KitMaker}; {@link adjutant.generator.Kits}
 * finds them and {@link adjutant.generator.KitBuilder} builds the files they plan, in
 * parallel, each written to a temporary name and moved into place, with PNG previews.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.geometry}, {@code engine.l10n},
 * {@code engine.l10n.store}, {@code generator.layout}, {@code generator.pdf}, {@code generator.pod},
 * {@code generator.rulebook}, {@code generator.svg}; Jackson.
 */
package adjutant.generator;
