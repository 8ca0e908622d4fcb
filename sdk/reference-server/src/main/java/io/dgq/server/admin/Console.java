package io.dgq.server.admin;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The web console's files, served under {@code /__admin/console}: a page, its style sheet and its script, packaged
 * beside this class and read only when asked for. They hold no data: the page asks for the admin token and reads
 * the admin API with it.
 */
final class Console {

    /** The files, by their path under {@code /__admin/}, with their content types. */
    private static final Map<String, String> FILES = Map.of(
            "console", "index.html",
            "console/index.html", "index.html",
            "console/console.css", "console.css",
            "console/console.js", "console.js");

    private static final Map<String, String> TYPES = Map.of(
            "index.html", "text/html; charset=utf-8",
            "console.css", "text/css; charset=utf-8",
            "console.js", "text/javascript; charset=utf-8");

    private Console() {}

    /** A file of the console; 404 for any other path under it. */
    static AdminAnswer asset(String route) {
        String file = FILES.get(route);
        if (file == null) {
            throw AdminRefusal.notFound("No console file /__admin/" + route);
        }
        try (InputStream in = Console.class.getResourceAsStream("console/" + file)) {
            if (in == null) {
                throw AdminRefusal.notFound("The console is not packaged with this server");
            }
            return AdminAnswer.asset(in.readAllBytes(), TYPES.get(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
