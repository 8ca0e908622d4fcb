package io.dgq.server.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * What a test of the reference server against the OpenAPI document calls through: a demo server per test class,
 * and calls that validate each request body and answer against the document and collect the problems found.
 */
public abstract class OpenApiCalls {

    private static final Pattern PATH_PARAM = Pattern.compile("\\{[^}/]+}");
    public static final String V1 = "/api/v1";
    public static final int MAX_BODY_BYTES = 64 * 1024;

    public static final OpenApiDocument DOCUMENT = OpenApiDocument.load();

    public static ReferenceServer server;
    public static RawHttp http;

    public final List<String> problems = new ArrayList<>();
    public final Set<String> answered = new TreeSet<>();

    @BeforeAll
    public static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .maxBodyBytes(MAX_BODY_BYTES)
                .start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    public static void stop() {
        server.close();
    }

    @BeforeEach
    public void reset() {
        server.reset();
        http.token(server.apiToken());
    }

    // ---- calls ----------------------------------------------------------------------------------------------------

    /** Calls an operation that must succeed; validates the request body and the answer; answers {@code data}. */
    public JsonNode ok(String method, String template, String body, String... params) {
        if (body != null) {
            record(
                    method,
                    template,
                    "request",
                    DOCUMENT.validateRequest(method, V1 + template, OpenApiDocument.readJsonText(body)));
        }
        RawHttp.Answer answer = send(method, template, body, params);
        assertThat(answer.status())
                .as("%s %s: %s", method, template, answer.body())
                .isEqualTo(200);
        record(method, template, "answer", DOCUMENT.validateAnswer(method, V1 + template, 200, answer.body()));
        answered.add(method + " " + V1 + template);
        return answer.data();
    }

    /** Calls an operation that must fail with a status and code; validates the answer. */
    public void fails(int status, String code, String method, String template, String body, String... params) {
        check(status, code, method, template, send(method, template, body, params));
    }

    public void check(int status, String code, String method, String template, RawHttp.Answer answer) {
        assertThat(answer.status())
                .as("%s %s: %s", method, template, answer.body())
                .isEqualTo(status);
        assertThat(answer.code()).isEqualTo(code);
        record(
                method,
                template,
                "answer " + status,
                DOCUMENT.validateAnswer(method, V1 + template, status, answer.body()));
    }

    private RawHttp.Answer send(String method, String template, String body, String... params) {
        Matcher matcher = PATH_PARAM.matcher(template);
        StringBuilder path = new StringBuilder(V1);
        int next = 0;
        while (matcher.find()) {
            matcher.appendReplacement(
                    path, Matcher.quoteReplacement(URLEncoder.encode(params[next++], StandardCharsets.UTF_8)));
        }
        matcher.appendTail(path);
        assertThat(next).as("parameters of %s", template).isEqualTo(params.length);
        RawHttp.Answer answer = exchange(method, path.toString(), body);
        answered(method, template, params, body, answer);
        return answer;
    }

    /**
     * Called with every answer the calls get, for tests that watch the traffic (such as a recording of it).
     *
     * @param params the path parameters' values, in the template's order
     * @param body the request's JSON body, or {@code null}
     */
    public void answered(String method, String template, String[] params, String body, RawHttp.Answer answer) {}

    private static RawHttp.Answer exchange(String method, String path, String body) {
        return switch (method) {
            case "GET" -> http.get(path);
            case "DELETE" -> http.delete(path);
            case "POST", "PUT" ->
                body == null
                        ? http.send(method, path, null, Map.of())
                        : http.send(
                                method,
                                path,
                                body.getBytes(StandardCharsets.UTF_8),
                                Map.of("Content-Type", "application/json"));
            default -> throw new IllegalArgumentException(method);
        };
    }

    private void record(String method, String template, String what, List<String> found) {
        found.forEach(problem -> problems.add(method + " " + template + " " + what + ": " + problem));
    }
}
