/**
 * The generator's facade: print kits of the games. A game plugs its kit in with one
 * {@link adjutant.generator.KitMaker} listed in
 * {@code META-INF/services/adjutant.generator.KitMaker}; {@link adjutant.generator.Kits}
 * finds them and {@link adjutant.generator.KitBuilder} builds the files they plan, in
 * parallel, each written to a temporary name and moved into place, with PNG previews.
 *
 * <p>Every kit's rulebook comes from {@code generator.rulebook}, which builds on this package, through
 * {@link adjutant.generator.RulebookMaker}; print-on-demand images ({@code generator.pod}) and PDF/X
 * ({@code generator.pdf.print}) also build on it.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.geometry}, {@code engine.l10n},
 * {@code engine.l10n.store}, {@code generator.cache}, {@code generator.layout}, {@code generator.pdf},
 * {@code generator.svg}; Jackson.
 */
package adjutant.generator;
