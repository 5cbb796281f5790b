package adjutant.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every package of every module says in its {@code package-info.java} what it holds and, in a
 * "May use:" paragraph, which other Adjutant packages it may use ({@code {@code engine.data}}, or
 * {@code {@code engine.*}} for a package and all below it); no class of the package names any other
 * (imported or written out in the code; comments and strings do not count).
 */
class PackageRulesTest {
    static final List<String> MODULES = List.of("client", "engine", "generator", "validator", "desk", "cli");
    /** A package named in a May-use paragraph: a module's name first. */
    static final Pattern LISTED =
            Pattern.compile("\\{@code ((?:" + String.join("|", MODULES) + ")(?:\\.[a-z0-9]+)*(?:\\.\\*)?)}");
    /** A class of a package of ours, as code names it: adjutant.PACKAGE.Class. */
    static final Pattern NAMED = Pattern.compile("\\badjutant((?:\\.[a-z][a-z0-9_]*)+)\\.[A-Z]");

    static Path home() {
        return Games.home();
    }

    /** Every folder of main sources that holds a class, as its package's name without "adjutant.". */
    static Stream<String> packages() throws IOException {
        List<String> out = new ArrayList<>();
        for (String module : MODULES) {
            Path src = home().resolve(module).resolve("src/main/java");
            try (Stream<Path> files = Files.walk(src)) {
                files.filter(f -> f.toString().endsWith(".java")
                                && !f.getFileName().toString().equals("package-info.java"))
                        .map(f -> src.relativize(f.getParent()).toString().replace('/', '.'))
                        .distinct()
                        .forEach(p -> out.add(p.substring("adjutant.".length())));
            }
        }
        return out.stream().sorted();
    }

    @ParameterizedTest
    @MethodSource("packages")
    void aPackageUsesOnlyWhatItsPackageInfoAllows(String pkg) throws IOException {
        Path dir = folder(pkg);
        Path info = dir.resolve("package-info.java");
        assertTrue(Files.exists(info), pkg + " has no package-info.java");
        List<String> allowed = mayUse(Files.readString(info));
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                for (String used : named(Files.readString(f))) {
                    if (!used.equals(pkg) && allowed.stream().noneMatch(a -> covers(a, used)))
                        wrong.add(f.getFileName() + " uses " + used);
                }
            }
        }
        assertEquals(List.of(), wrong, pkg + "'s package-info.java does not list these under 'May use:'");
    }

    /** What a May-use paragraph names lists packages that exist: a renamed package is renamed there too. */
    @Test
    void everyPackageAllowedExists() throws IOException {
        Set<String> all = new TreeSet<>(packages().toList());
        for (String pkg : all) {
            for (String a : mayUse(Files.readString(folder(pkg).resolve("package-info.java")))) {
                assertTrue(
                        all.contains(a.replaceAll("\\.\\*$", "")),
                        pkg + "'s package-info.java allows " + a + ", which is no package");
            }
        }
    }

    /** The check fails where it should: a class naming an unlisted package, in an import or in the code. */
    @Test
    void theCheckSeesImportsAndNamesInTheCodeButNotInComments() {
        assertEquals(
                Set.of("generator.pdf", "engine.data"),
                named(
                        "import adjutant.generator.pdf.PdfMaker;\n/** {@link adjutant.desk.Desk} */ class A {"
                                + " Object x = adjutant.engine.data.YamlFiles.read(null); String s = \"adjutant.cli.Main\"; }"));
        assertTrue(covers("engine.*", "engine.l10n.store"));
        assertTrue(covers("engine.*", "engine"));
        assertFalse(covers("engine", "engine.data"));
        assertEquals(
                List.of("engine.data", "generator.*"),
                mayUse("/**\n * Holds.\n *\n * <p>May use: {@code engine.data}, {@code generator.*}; PDFBox.\n"
                        + " *\n * <p>Not {@code desk}.\n */"));
    }

    /**
     * Cycles the May-use lists are allowed to form: none. The engine's two older ones are untangled
     * (the adjudicator moved above the Diplomacy model, the translation writer above the checks); a
     * cycle that must stay for a while is named here, to be struck off when it goes.
     */
    static final Set<Set<String>> KNOWN_CYCLES = Set.of();

    /** No package may use, through the May-use lists, a package that may use it back, directly or round a longer cycle. */
    @Test
    void thePackagesMayUseEachOtherRoundNoCycle() throws IOException {
        Map<String, List<String>> lists = new TreeMap<>();
        for (String pkg : packages().toList())
            lists.put(pkg, mayUse(Files.readString(folder(pkg).resolve("package-info.java"))));
        assertEquals(KNOWN_CYCLES, Set.copyOf(cycles(lists)), "packages whose May-use lists form a cycle");
    }

    /** The cycle check fails where it should: round three packages, through a wildcard, and not on a layered graph. */
    @Test
    void theCycleCheckSeesEveryCycle() {
        assertEquals(
                List.of(Set.of("a", "a.b", "c")),
                cycles(Map.of("a", List.of("a.b"), "a.b", List.of("c"), "c", List.of("a"), "d", List.of("a"))));
        assertEquals(
                List.of(Set.of("engine", "engine.data")),
                cycles(Map.of("engine", List.of("engine.data"), "engine.data", List.of("engine.*"))));
        assertEquals(
                List.of(),
                cycles(Map.of("a", List.of("b", "c"), "b", List.of("c"), "c", List.of(), "a.x", List.of("a.*"))));
    }

    /** The sets of packages that may use each other round a cycle (strongly connected, Tarjan), a package's own wildcard aside. */
    static List<Set<String>> cycles(Map<String, List<String>> lists) {
        Map<String, List<String>> uses = new TreeMap<>();
        lists.forEach((pkg, allowed) -> uses.put(
                pkg,
                lists.keySet().stream()
                        .filter(other -> !other.equals(pkg) && allowed.stream().anyMatch(a -> covers(a, other)))
                        .toList()));
        Map<String, Integer> index = new HashMap<>(), low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<Set<String>> out = new ArrayList<>();
        for (String pkg : uses.keySet()) if (!index.containsKey(pkg)) connect(pkg, uses, index, low, stack, out);
        return out;
    }

    private static void connect(
            String v,
            Map<String, List<String>> uses,
            Map<String, Integer> index,
            Map<String, Integer> low,
            Deque<String> stack,
            List<Set<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        for (String w : uses.get(v)) {
            if (!index.containsKey(w)) {
                connect(w, uses, index, low, stack, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do component.add(w = stack.pop());
            while (!w.equals(v));
            if (component.size() > 1) out.add(component);
        }
    }

    static Path folder(String pkg) {
        String module = pkg.split("\\.")[0];
        return home().resolve(module).resolve("src/main/java/adjutant").resolve(pkg.replace('.', '/'));
    }

    /** The packages a package-info's "May use:" paragraph names (it ends at the next paragraph or the comment's end). */
    static List<String> mayUse(String packageInfo) {
        int at = packageInfo.indexOf("May use:");
        assertTrue(at >= 0, "no 'May use:' paragraph in\n" + packageInfo);
        String rest = packageInfo.substring(at);
        int end = Math.min(index(rest, "<p>"), index(rest, "*/"));
        List<String> out = new ArrayList<>();
        Matcher m = LISTED.matcher(rest.substring(0, end));
        while (m.find()) out.add(m.group(1));
        return out;
    }

    private static int index(String s, String what) {
        int i = s.indexOf(what);
        return i < 0 ? s.length() : i;
    }

    static boolean covers(String allowed, String used) {
        if (!allowed.endsWith(".*")) return allowed.equals(used);
        String base = allowed.substring(0, allowed.length() - 2);
        return used.equals(base) || used.startsWith(base + ".");
    }

    /** The packages of ours a source file's code names (without "adjutant."), comments and literals left out. */
    static Set<String> named(String source) {
        Set<String> out = new TreeSet<>();
        Matcher m = NAMED.matcher(code(source));
        while (m.find()) out.add(m.group(1).substring(1));
        return out;
    }

    /** The source with its comments, strings, text blocks and characters blanked. */
    static String code(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0, n = s.length();
        while (i < n) {
            if (s.startsWith("/*", i)) {
                i = after(s, "*/", i + 2);
            } else if (s.startsWith("//", i)) {
                int j = s.indexOf('\n', i);
                i = j < 0 ? n : j;
            } else if (s.startsWith("\"\"\"", i)) {
                i = after(s, "\"\"\"", i + 3);
            } else if (s.charAt(i) == '"' || s.charAt(i) == '\'') {
                char q = s.charAt(i);
                int j = i + 1;
                while (j < n && s.charAt(j) != q) j += s.charAt(j) == '\\' ? 2 : 1;
                i = j + 1;
            } else {
                out.append(s.charAt(i++));
                continue;
            }
            out.append(' ');
        }
        return out.toString();
    }

    private static int after(String s, String end, int from) {
        int j = s.indexOf(end, from);
        return j < 0 ? s.length() : j + end.length();
    }
}
