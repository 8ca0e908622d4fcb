package io.dgq.server.internal.support;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version of this server, as the build wrote it into {@code version.properties}. */
public final class Version {

    /** The version, such as {@code 1.2.0}; {@code unknown} when the classes were not built by Maven. */
    public static final String CURRENT = load();

    private Version() {}

    private static String load() {
        Properties properties = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        String version = properties.getProperty("version", "");
        return version.isBlank() || version.contains("${") ? "unknown" : version.trim();
    }
}
