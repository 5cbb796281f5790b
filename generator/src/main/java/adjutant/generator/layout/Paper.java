package adjutant.generator.layout;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** A sheet size in millimetres, portrait (width ≤ height) unless turned with {@link #landscape()}. */
public record Paper(String name, double width, double height) {
    public static final Paper A4 = new Paper("a4", 210, 297);
    public static final Paper LETTER = new Paper("letter", 215.9, 279.4);
    public static final Paper A3 = new Paper("a3", 297, 420);
    public static final Paper A2 = new Paper("a2", 420, 594);

    /** The sizes a home printer takes (what {@code --paper} accepts). */
    public static final List<Paper> HOME = List.of(A4, LETTER);

    public Paper landscape() {
        return width >= height ? this : new Paper(name, height, width);
    }

    public Paper portrait() {
        return width <= height ? this : new Paper(name, height, width);
    }

    /** The CSS {@code @page} size: {@code A4}, {@code letter}, turned as this paper is. */
    public String cssSize() {
        String n = name.equals("letter") ? "letter" : name.toUpperCase(Locale.ROOT);
        return isLandscape() ? n + " landscape" : n;
    }

    public boolean isLandscape() {
        return width > height;
    }

    /** A home paper by name, case-insensitive ({@code a4}, {@code letter}). */
    public static Optional<Paper> home(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        return HOME.stream().filter(p -> p.name.equals(n)).findFirst();
    }
}
