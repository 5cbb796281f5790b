package adjutant.engine.diplomacy;

/** Army or fleet; the letter is what players write on order sheets in every language. */
public enum UnitType {
    ARMY('A'),
    FLEET('F');

    private final char letter;

    UnitType(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    public static UnitType ofLetter(char c) {
        return switch (Character.toUpperCase(c)) {
            case 'A' -> ARMY;
            case 'F' -> FLEET;
            default -> throw new IllegalArgumentException("not a unit letter: " + c);
        };
    }
}
