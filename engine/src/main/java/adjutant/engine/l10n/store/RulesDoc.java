package adjutant.engine.l10n.store;

import adjutant.engine.data.Problems;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * A rulebook file ({@code rules/<lang>.md}) cut into blocks with stable ids, losslessly:
 * writing the blocks back gives the file byte for byte.
 *
 * <p>Ids: a heading is its {@code {#id}}; the n-th prose block after it is {@code id#n}; a
 * fenced block with {@code id=…} in its info string is that id (for an example, only its
 * {@code outcome} prose is text, its data fields are protected); the front matter's
 * {@code title} and {@code subtitle} are {@code meta.title}, {@code meta.subtitle}. Numbering
 * restarts at every heading, so editing one section never renames the blocks of another, and
 * a translation pairs with the English by these ids because it keeps the English structure:
 * a block not translated yet holds only {@link #UNTRANSLATED}, and the book prints the current
 * English there (a frozen English copy would go stale when the English changes).
 */
public final class RulesDoc {
    /** The text of a block a translation keeps only for its place: the English shows there. */
    public static final String UNTRANSLATED = "<!-- untranslated -->";

    /** Front matter keys whose values are read by people, so translated. */
    public static final Set<String> META_KEYS = Set.of("title", "subtitle");

    private final List<RulesBlock> blocks;

    private RulesDoc(List<RulesBlock> blocks) {
        this.blocks = new ArrayList<>(blocks);
    }

    public List<RulesBlock> blocks() {
        return Collections.unmodifiableList(blocks);
    }

    /** Blocks a translator translates, in file order. */
    public List<RulesBlock> segments() {
        return blocks.stream().filter(RulesBlock::translatable).toList();
    }

    public RulesBlock block(String id) {
        return blocks.stream().filter(b -> id.equals(b.id())).findFirst().orElse(null);
    }

    public String write() {
        StringBuilder sb = new StringBuilder();
        for (RulesBlock b : blocks) sb.append(b.raw()).append(b.separator());
        return sb.toString();
    }

    /** The front matter (protected lines and titles) as it is written, or "" when there is none. */
    public String frontMatter() {
        StringBuilder sb = new StringBuilder();
        for (RulesBlock b : blocks) {
            if (b.kind() != RulesBlock.Kind.FRONT_MATTER && b.kind() != RulesBlock.Kind.META) break;
            sb.append(b.raw()).append(b.separator());
        }
        return sb.toString();
    }

    /** Replaces the text of block {@code id}, keeping its protected head and tail. */
    public void replace(String id, String text) {
        for (int i = 0; i < blocks.size(); i++) {
            if (id.equals(blocks.get(i).id())) {
                blocks.set(i, blocks.get(i).withText(text));
                return;
            }
        }
        throw new IllegalArgumentException("no block " + id);
    }

    /** Inserts {@code b} after block {@code afterId} (null: at the start, after the front matter), a blank line apart. */
    public void insertAfter(String afterId, RulesBlock b) {
        int at = 0;
        if (afterId != null) {
            at = -1;
            for (int i = 0; i < blocks.size(); i++)
                if (afterId.equals(blocks.get(i).id())) at = i + 1;
            if (at < 0) throw new IllegalArgumentException("no block " + afterId);
        }
        if (b.kind() != RulesBlock.Kind.META) { // body text never goes inside the front matter
            while (at < blocks.size()
                    && (blocks.get(at).kind() == RulesBlock.Kind.FRONT_MATTER
                            || blocks.get(at).kind() == RulesBlock.Kind.META)) at++;
        }
        String apart = b.kind() == RulesBlock.Kind.META ? "\n" : "\n\n";
        if (at == 0) {
            blocks.add(0, b.withSeparator(blocks.isEmpty() ? "\n" : apart));
            return;
        }
        RulesBlock prev = blocks.get(at - 1);
        String sep = prev.separator().isEmpty() ? "\n" : prev.separator();
        blocks.set(at - 1, prev.withSeparator(apart));
        blocks.add(at, b.withSeparator(sep));
    }

    public static RulesDoc parse(String text, String shownAs, Problems problems) {
        return new RulesDoc(new RulesParser(text, shownAs, problems).run());
    }

    /** An empty document to build a new translation into. */
    public static RulesDoc empty() {
        return new RulesDoc(List.of());
    }
}
