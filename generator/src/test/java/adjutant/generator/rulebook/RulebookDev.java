package adjutant.generator.rulebook;

import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.Paper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RulebookDev {
    @Test
    void dev() throws Exception {
        Path home = Path.of("..").toAbsolutePath().normalize();
        String game = System.getProperty("game", "diplomacy");
        String lang = System.getProperty("lang", "en");
        KitRequest r = KitRequest.of(home, List.of(lang), PrintProfile.home(Paper.A4), null);
        Rulebooks.Book b = Rulebooks.Book.load(home, game);
        Files.writeString(Path.of("/tmp/rb.xhtml"), b.xhtml(lang, r.templates()));
        for (KitFile f : Rulebooks.plan(game, r)) Files.write(Path.of("/tmp/rb-" + game + "-" + lang + ".pdf"), f.make().get());
    }
}
