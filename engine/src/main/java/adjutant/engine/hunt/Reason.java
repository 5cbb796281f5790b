package adjutant.engine.hunt;

import java.util.List;

/**
 * Why an action is not allowed, as data with its places and numbers. The reader's language
 * is applied at the edge: {@link #key()} names the i18n string {@code reasons.<key>} and
 * {@link #args()} fill its {@code {0}}, {@code {1}}… placeholders.
 */
public sealed interface Reason {
    String key();

    List<Object> args();

    record NotEnoughOp(int needed, int left) implements Reason {
        public String key() {
            return "not-enough-op";
        }

        public List<Object> args() {
            return List.of(needed, left);
        }
    }

    record AlreadyMoved(String piece) implements Reason {
        public String key() {
            return "already-moved";
        }

        public List<Object> args() {
            return List.of(piece);
        }
    }

    record NoSuchMove(int hexes, int longest) implements Reason {
        public String key() {
            return "no-such-move";
        }

        public List<Object> args() {
            return List.of(hexes, longest);
        }
    }

    record TooFar(String piece, int from, int to, int distance, int paidHexes) implements Reason {
        public String key() {
            return "too-far";
        }

        public List<Object> args() {
            return List.of(piece, Hex.label(from), Hex.label(to), distance, paidHexes);
        }
    }

    record NoSuchHex(int hex) implements Reason {
        public String key() {
            return "no-such-hex";
        }

        public List<Object> args() {
            return List.of(hex);
        }
    }

    record UnknownPiece(String piece) implements Reason {
        public String key() {
            return "unknown-piece";
        }

        public List<Object> args() {
            return List.of(piece);
        }
    }

    record NotOnMap(String force) implements Reason {
        public String key() {
            return "not-on-map";
        }

        public List<Object> args() {
            return List.of(force);
        }
    }

    record NotOnTrack(String force) implements Reason {
        public String key() {
            return "not-on-track";
        }

        public List<Object> args() {
            return List.of(force);
        }
    }

    /** The German player searches and attacks once a turn; a force searches once a turn. */
    record AlreadySearched(String piece) implements Reason {
        public String key() {
            return "already-searched";
        }

        public List<Object> args() {
            return List.of(piece);
        }
    }

    record NoMerchantThere(String merchant, int hex) implements Reason {
        public String key() {
            return "no-merchant-there";
        }

        public List<Object> args() {
            return List.of(merchant, Hex.label(hex));
        }
    }

    record SeaplaneIs(Seaplane actual, Seaplane needed) implements Reason {
        public String key() {
            return "seaplane-is";
        }

        public List<Object> args() {
            return List.of(actual.space(), needed.space());
        }
    }

    record ReserveFull(int max, int wanted) implements Reason {
        public String key() {
            return "reserve-full";
        }

        public List<Object> args() {
            return List.of(max, wanted);
        }
    }

    record ReserveShort(int held, int wanted) implements Reason {
        public String key() {
            return "reserve-short";
        }

        public List<Object> args() {
            return List.of(held, wanted);
        }
    }

    /** Graf Spee may go on moving only after a search and attack that interrupted her move. */
    record NothingToContinue() implements Reason {
        public String key() {
            return "nothing-to-continue";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    record StrategyUsed() implements Reason {
        public String key() {
            return "strategy-used";
        }

        public List<Object> args() {
            return List.of();
        }
    }

    record NoIntelligenceBar(String card) implements Reason {
        public String key() {
            return "no-intelligence-bar";
        }

        public List<Object> args() {
            return List.of(card);
        }
    }

    record HintTooFar(int hex, int grafSpee) implements Reason {
        public String key() {
            return "hint-too-far";
        }

        public List<Object> args() {
            return List.of(Hex.label(hex), Hex.label(grafSpee));
        }
    }

    record HintBlocked(int hex, String by) implements Reason {
        public String key() {
            return "hint-blocked";
        }

        public List<Object> args() {
            return List.of(Hex.label(hex), by);
        }
    }

    record NoHintLeft(int discs) implements Reason {
        public String key() {
            return "no-hint-left";
        }

        public List<Object> args() {
            return List.of(discs);
        }
    }

    record HandTooBig(int declared, int limit) implements Reason {
        public String key() {
            return "hand-too-big";
        }

        public List<Object> args() {
            return List.of(declared, limit);
        }
    }

    record HandTooSmall(int announced, int least) implements Reason {
        public String key() {
            return "hand-too-small";
        }

        public List<Object> args() {
            return List.of(announced, least);
        }
    }

    record NotTowardPort(String merchant, int from, int to) implements Reason {
        public String key() {
            return "not-toward-port";
        }

        public List<Object> args() {
            return List.of(merchant, Hex.label(from), Hex.label(to));
        }
    }
}
