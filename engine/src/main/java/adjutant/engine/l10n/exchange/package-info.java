/**
 * Exchange with translators' tools: XLIFF 2.0 (CAT tools, Weblate) and gettext PO (Poedit),
 * written and read so that an export imported unchanged leaves the data byte-identical.
 * Placeholders, links and glossary marks travel as protected inline codes (XLIFF) or are
 * listed in extracted comments (PO); fuzzy entries carry the English they were made from.
 * {@link adjutant.engine.l10n.exchange.TranslationWriter} writes what a translator sends back
 * (or what {@code l10n init} and {@code l10n mark} set) into the game's data, checked first.
 *
 * <p>May use: {@code engine.data}, {@code engine.l10n}, {@code engine.l10n.check}, {@code engine.l10n.store};
 * the JDK's XML streams, ICU4J.
 */
package adjutant.engine.l10n.exchange;
