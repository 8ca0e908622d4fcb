package io.dgq.sdk.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** What the SDK says of itself on the wire: its version and {@code User-Agent}. Internal. */
public final class HttpClients {

    private static final String VERSION = readVersion();

    private HttpClients() {}

    /** {@return the SDK's version, as released, or {@code unknown}} */
    public static String version() {
        return VERSION;
    }

    /** {@return the User-Agent header: the SDK's version, the JVM's and the platform} */
    public static String userAgent() {
        return "dgq-java-sdk/" + VERSION + " Java/" + System.getProperty("java.version") + " ("
                + System.getProperty("os.name") + "; " + System.getProperty("os.arch") + ")";
    }

    private static String readVersion() {
        try (InputStream in = HttpClients.class.getResourceAsStream("/io/dgq/sdk/sdk.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
