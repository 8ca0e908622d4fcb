package io.dgq.server.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * curl, as users point it at the standalone server: {@code /usr/bin/curl} unless {@code -Ddgq.curl=} names another.
 * A test that needs it fails, saying so, rather than being skipped.
 */
public final class Curl {

    private static final String CURL = System.getProperty("dgq.curl", "/usr/bin/curl");

    private Curl() {}

    /** Fails, saying how to get curl, when it is not there. */
    public static void require() {
        assertThat(Path.of(CURL))
                .as("curl is needed: apt-get install curl, or point -Ddgq.curl= at it")
                .isExecutable();
    }

    /** Runs curl, silent but for errors; its output and errors together. */
    public static String curl(String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(CURL, "-sS", "--max-time", "10"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(15, TimeUnit.SECONDS)).isTrue();
        return output;
    }

    /**
     * POSTs an empty list request for the domains to the server at {@code baseUrl} with the API token, {@code options}
     * first; curl's output and errors together.
     */
    public static String domainList(String baseUrl, String token, String... options) throws Exception {
        List<String> arguments = new ArrayList<>(List.of(options));
        arguments.addAll(List.of(
                "-H",
                "Authorization: Bearer " + token,
                "-H",
                "Content-Type: application/json",
                "-d",
                "{}",
                baseUrl + "/api/v1/governance/domain/list"));
        return curl(arguments.toArray(String[]::new));
    }
}
