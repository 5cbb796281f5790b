package adjutant.generator.diplomacy;

/** A point on the board drawing, in board units. */
record Pt(double x, double y) {
    Pt plus(Pt o) {
        return new Pt(x + o.x, y + o.y);
    }

    Pt minus(Pt o) {
        return new Pt(x - o.x, y - o.y);
    }

    Pt times(double k) {
        return new Pt(x * k, y * k);
    }

    double dot(Pt o) {
        return x * o.x + y * o.y;
    }

    double length() {
        return Math.hypot(x, y);
    }

    double distance(Pt o) {
        return Math.hypot(x - o.x, y - o.y);
    }

    Pt unit() {
        double l = length();
        return new Pt(x / l, y / l);
    }
}
