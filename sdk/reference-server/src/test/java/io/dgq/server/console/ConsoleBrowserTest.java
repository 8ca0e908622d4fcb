package io.dgq.server.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.faults.Fault;
import io.dgq.server.faults.FaultRule;
import io.dgq.server.journal.RecordedRequest;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web console at {@code /__admin/console}, end to end in headless Chromium: calls of the SDK appear in
 * its timeline, a fault added through its form applies to the next call, a snapshot downloaded and restored brings
 * the records back, a wrong admin token shows a message and no data, and 10,000 journal entries keep it responsive.
 * Each view's screenshot is saved under {@code target/console-screenshots}.
 *
 * <p>Needs Chromium and its driver ({@code apt-get install chromium chromium-driver} on Debian and Ubuntu); without
 * them the test fails, saying so, rather than being skipped. Other paths: {@code -Ddgq.chromium=...} and
 * {@code -Ddgq.chromedriver=...}.
 */
class ConsoleBrowserTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String CHROMIUM = System.getProperty("dgq.chromium", "/usr/bin/chromium");
    private static final String CHROMEDRIVER = System.getProperty("dgq.chromedriver", "/usr/bin/chromedriver");
    private static final Path SCREENSHOTS = Path.of("target", "console-screenshots");
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final int MANY = 10_000;

    private static ReferenceServer server;
    private static ChromeDriver driver;
    private static Path profile;
    private static Path downloads;
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() throws IOException {
        List<String> missing = new ArrayList<>();
        if (!Files.isExecutable(Path.of(CHROMIUM))) {
            missing.add("Chromium at " + CHROMIUM);
        }
        if (!Files.isExecutable(Path.of(CHROMEDRIVER))) {
            missing.add("ChromeDriver at " + CHROMEDRIVER);
        }
        if (!missing.isEmpty()) {
            throw new AssertionError("The console's browser tests need headless Chromium and its driver, and found no "
                    + String.join(" and no ", missing) + ". Install them: sudo apt-get install -y chromium "
                    + "chromium-driver (Debian, Ubuntu), or point -Ddgq.chromium= and -Ddgq.chromedriver= at them.");
        }
        server = ReferenceServer.builder().seed(Seed.DEMO).journalCapacity(MANY).start();
        profile = Files.createTempDirectory("dgq-console-profile");
        downloads = Files.createTempDirectory("dgq-console-downloads");
        Files.createDirectories(SCREENSHOTS);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1360,1000",
                "--user-data-dir=" + profile);
        options.setExperimentalOption(
                "prefs",
                Map.of(
                        "download.default_directory", downloads.toString(),
                        "download.prompt_for_download", false,
                        "safebrowsing.enabled", false));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(WAIT);
    }

    @AfterAll
    static void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
        for (Path directory : new Path[] {profile, downloads}) {
            if (directory != null) {
                try (Stream<Path> files = Files.walk(directory)) {
                    files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
                }
            }
        }
    }

    @BeforeEach
    void freshServerAndTab() {
        server.reset();
        driver.get(server.baseUrl() + "/__admin/console");
        driver.executeScript("sessionStorage.clear()");
        driver.navigate().refresh();
        waitFor(() -> driver.findElement(By.id("login")).isDisplayed());
    }

    @Test
    void aWrongAdminTokenShowsAClearMessageAndNoData() {
        signIn("not-the-admin-token");

        waitFor(() -> driver.findElement(By.id("message")).isDisplayed());
        assertThat(driver.findElement(By.id("message")).getText())
                .startsWith("The admin token was refused")
                .contains("admin token");
        assertThat(driver.findElement(By.id("console")).isDisplayed()).isFalse();
        assertThat(driver.findElements(By.cssSelector("#timeline-body .row"))).isEmpty();
        assertThat(driver.findElement(By.id("server-line")).getText()).isEmpty();
        assertThat(driver.executeScript("return sessionStorage.length")).isEqualTo(0L);
        assertThat(driver.getCurrentUrl()).doesNotContain("not-the-admin-token");
        screenshot("wrong-token");
    }

    @Test
    void callsToTheApiAppearInTheTimelineWithTheirStatusAndBodies() {
        signIn(server.adminToken());
        try (DgqClient client = sdk()) {
            client.domains()
                    .create(DomainCreateRequest.builder()
                            .name("Timeline domain")
                            .build());
            assertThatThrownBy(() -> client.domains().get("no-such-domain")).isInstanceOf(DgqNotFoundException.class);
        }

        List<WebElement> rows = waitForRows(2);
        WebElement created = rows.get(0);
        WebElement missing = rows.get(1);
        assertThat(cells(created).subList(1, 3)).containsExactly("POST", "/api/v1/governance/domain");
        assertThat(status(created).getText()).isEqualTo("200");
        assertThat(status(created).getAttribute("class")).contains("s2");
        assertThat(cells(missing).subList(2, 4))
                .containsExactly("/api/v1/governance/domain/no-such-domain", "/governance/domain/{id}");
        assertThat(status(missing).getText()).isEqualTo("404");
        assertThat(status(missing).getAttribute("class")).contains("s4");
        assertThat(cells(missing).get(8)).isEqualTo("HTTP/1.1");
        assertThat(Double.parseDouble(cells(missing).get(5))).isGreaterThanOrEqualTo(0.0);

        // Keyboard: into the timeline, the first row, then the detail.
        driver.findElement(By.id("timeline")).sendKeys(Keys.HOME);
        waitFor(() -> driver.findElement(By.id("request-detail")).getText().contains("Timeline domain"));
        JsonNode sent = json(driver.findElement(By.id("detail-request-body")).getText());
        assertThat(sent.path("name").asText()).isEqualTo("Timeline domain");
        JsonNode answered =
                json(driver.findElement(By.id("detail-response-body")).getText());
        assertThat(answered.path("data").path("name").asText()).isEqualTo("Timeline domain");
        String detail = driver.findElement(By.id("request-detail")).getText();
        assertThat(detail)
                .contains("Bearer [REDACTED]")
                .doesNotContain(server.apiToken().substring(0, 30));
        driver.findElement(By.id("timeline")).sendKeys(Keys.ARROW_DOWN);
        waitFor(() -> driver.findElement(By.id("detail-title")).getText().contains("no-such-domain"));
        assertThat(json(driver.findElement(By.id("detail-response-body")).getText())
                        .path("data")
                        .path("error")
                        .path("code")
                        .asText())
                .isEqualTo("NOT_FOUND");
        screenshot("requests");

        new Select(driver.findElement(By.id("filter-status"))).selectByVisibleText("4xx");
        waitFor(() -> rows().size() == 1);
        assertThat(status(rows().get(0)).getText()).isEqualTo("404");
        new Select(driver.findElement(By.id("filter-status"))).selectByVisibleText("any");
        driver.findElement(By.id("filter-text")).sendKeys("timeline domain");
        waitFor(() -> rows().size() == 1 && cells(rows().get(0)).get(1).equals("POST"));
        driver.findElement(By.id("filter-text")).clear();
        driver.findElement(By.id("filter-text")).sendKeys(Keys.SPACE, Keys.BACK_SPACE);

        driver.findElement(By.id("clear-requests")).click();
        waitFor(() -> rows().isEmpty());
        assertThat(server.journal().requests()).isEmpty();
    }

    @Test
    void aJournalClearedElsewhereEmptiesTheTimeline() {
        signIn(server.adminToken());
        send("GET", "/api/v1/governance/domain/one", null);
        waitForRows(1);

        server.reset();
        waitFor(() -> rows().isEmpty());
        send("GET", "/api/v1/governance/domain/two", null);
        assertThat(cells(waitForRows(1).get(0)).get(2)).isEqualTo("/api/v1/governance/domain/two");
    }

    @Test
    void aFaultAddedInTheFormMakesTheNextCallFailAndShowsAsApplied() {
        signIn(server.adminToken());
        driver.findElement(By.tagName("body")).sendKeys("3");
        waitFor(() -> driver.findElement(By.id("view-faults")).isDisplayed());

        new Select(driver.findElement(By.id("fault-method"))).selectByVisibleText("GET");
        driver.findElement(By.id("fault-path")).sendKeys("/governance/domain/{id}");
        driver.findElement(By.id("fault-times")).sendKeys("1");
        new Select(driver.findElement(By.id("fault-type"))).selectByValue("error");
        assertThat(driver.findElement(By.id("fault-delay")).isDisplayed())
                .as("only the chosen type's options")
                .isFalse();
        replace("fault-status", "503");
        driver.findElement(By.id("fault-message")).sendKeys("Injected from the console");
        driver.findElement(By.id("fault-retry")).sendKeys("2");
        driver.findElement(By.id("add-fault")).click();
        waitFor(() ->
                driver.findElements(By.cssSelector("#faults-table tbody tr")).size() == 1);
        assertThat(driver.findElement(By.cssSelector("#faults-table tbody tr")).getText())
                .contains("GET", "/governance/domain/{id}", "error 503");
        screenshot("faults");

        try (DgqClient client = sdk()) {
            assertThatThrownBy(() -> client.domains().get("any-id"))
                    .isInstanceOfSatisfying(DgqServerException.class, error -> {
                        assertThat(error.statusCode()).isEqualTo(503);
                        assertThat(error.serverMessage()).hasValue("Injected from the console");
                    });
            assertThatThrownBy(() -> client.domains().get("any-id"))
                    .as("the rule applied once")
                    .isInstanceOf(DgqNotFoundException.class);
        }
        assertThat(server.requests().get(0).header("Authorization")).hasValue("Bearer [REDACTED]");

        driver.findElement(By.tagName("body")).sendKeys("1");
        List<WebElement> rows = waitForRows(2);
        assertThat(status(rows.get(0)).getText()).isEqualTo("503");
        assertThat(status(rows.get(0)).getAttribute("class")).contains("s5");
        assertThat(cells(rows.get(0)).get(7)).isEqualTo("error");
        assertThat(cells(rows.get(1)).get(7)).isEmpty();

        // A rule until removed, removed by its own button; then clear all.
        driver.findElement(By.tagName("body")).sendKeys("3");
        new Select(driver.findElement(By.id("fault-type"))).selectByValue("delay");
        driver.findElement(By.id("fault-times")).clear();
        driver.findElement(By.id("add-fault")).click();
        waitFor(() ->
                driver.findElements(By.cssSelector("#faults-table tbody tr")).size() == 1);
        assertThat(server.faults().rules()).hasSize(1);
        driver.findElement(By.cssSelector("#faults-table tbody tr button")).click();
        waitFor(() ->
                driver.findElements(By.cssSelector("#faults-table tbody tr")).isEmpty());
        assertThat(server.faults().rules()).isEmpty();

        // The faults of a real network have their own fields.
        new Select(driver.findElement(By.id("fault-type"))).selectByValue("slow_body");
        assertThat(driver.findElement(By.id("fault-rate")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("fault-delay")).isDisplayed()).isFalse();
        driver.findElement(By.id("add-fault")).click();
        waitFor(() ->
                driver.findElements(By.cssSelector("#faults-table tbody tr")).size() == 1);
        assertThat(server.faults().rules()).extracting(FaultRule::fault).containsExactly(Fault.slowBody(1000));
    }

    @Test
    void aSnapshotDownloadedAndRestoredBringsTheRecordsBack() throws IOException {
        signIn(server.adminToken());
        assertThat(send("POST", "/api/v1/governance/domain", "{\"name\":\"Kept domain\",\"owner\":[{\"id\":\"u-1\"}]}")
                        .statusCode())
                .isEqualTo(200);

        driver.findElement(By.tagName("body")).sendKeys("2");
        WebElement domains = waitForElement(By.cssSelector("#resources button[data-resource='domain']"));
        domains.click();
        driver.findElement(By.id("records-search")).sendKeys("Kept", Keys.ENTER);
        waitFor(() -> driver.findElement(By.id("records-table")).getText().contains("Kept domain"));
        driver.findElement(By.cssSelector("#records-table tbody tr")).sendKeys(Keys.ENTER);
        waitFor(() -> driver.findElement(By.id("record-json")).getText().contains("Kept domain"));
        assertThat(driver.findElement(By.id("records-page")).getText()).contains("1 records");
        screenshot("records");

        driver.findElement(By.tagName("body")).sendKeys("4");
        waitFor(() -> driver.findElement(By.id("records-text")).getText().contains(" of 5000000 records"));
        driver.findElement(By.id("download-snapshot")).click();
        Path snapshot = waitForDownload();
        assertThat(Files.readString(snapshot)).contains("Kept domain");
        screenshot("state");

        driver.findElement(By.id("reset")).click();
        waitFor(() -> driver.findElement(By.id("message")).getText().contains("reset"));
        assertThat(server.snapshot()).doesNotContain("Kept domain");

        driver.findElement(By.id("restore-file"))
                .sendKeys(snapshot.toAbsolutePath().toString());
        waitFor(() -> driver.findElement(By.id("message")).getText().contains("restored"));
        assertThat(server.snapshot()).contains("Kept domain");
        HttpResponse<String> listed =
                send("POST", "/api/v1/governance/domain/list", "{\"search\":\"Kept\",\"pagination\":{\"page\":1}}");
        assertThat(listed.body()).contains("Kept domain");
    }

    @Test
    void theRecordsViewOpensOnTheFirstKindAndTheBrowsersOwnRequestsStayOutOfTheJournal() {
        signIn(server.adminToken());
        driver.findElement(By.tagName("body")).sendKeys("2");
        WebElement first = waitForElement(By.cssSelector("#resources li:first-child button"));
        waitFor(() -> "true".equals(first.getAttribute("aria-current")));
        waitFor(() ->
                !driver.findElements(By.cssSelector("#records-table tbody tr")).isEmpty());
        assertThat(driver.findElements(By.cssSelector("#resources button[aria-current='true']")))
                .as("one kind selected, the first")
                .hasSize(1);
        assertThat(driver.findElement(By.id("records-page")).getText()).contains("records");

        for (String path : List.of("/favicon.ico", "/apple-touch-icon.png", "/.well-known/appspecific/x.json")) {
            send("GET", path, null);
        }
        send("GET", "/api/v1/governance/domain/after-the-icons", null);
        waitFor(() -> server.journal().requests().stream()
                .anyMatch(request -> request.path().endsWith("after-the-icons")));
        assertThat(server.journal().requests())
                .as("the journal keeps calls of the API, not the browser's own requests")
                .extracting(RecordedRequest::path)
                .containsExactly("/api/v1/governance/domain/after-the-icons");
    }

    @Test
    void tenThousandJournalEntriesKeepThePageResponsive() throws Exception {
        fill(MANY);
        assertThat(server.journal().requests()).hasSize(MANY);

        long start = System.nanoTime();
        signIn(server.adminToken());
        waitFor(() -> driver.findElement(By.id("request-count")).getText().startsWith(MANY + " of " + MANY));
        long loaded = System.nanoTime() - start;
        assertThat(rows().size()).as("only the visible rows are in the page").isBetween(10, 60);

        start = System.nanoTime();
        driver.findElement(By.id("filter-text")).sendKeys("/tag/4999");
        waitFor(() -> driver.findElement(By.id("request-count")).getText().startsWith("1 of " + MANY));
        long filtered = System.nanoTime() - start;

        driver.findElement(By.id("filter-text")).clear();
        driver.findElement(By.id("filter-text")).sendKeys(Keys.SPACE, Keys.BACK_SPACE);
        waitFor(() -> driver.findElement(By.id("request-count")).getText().startsWith(MANY + " of "));
        start = System.nanoTime();
        Object frame = driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "const body = document.getElementById('timeline-body');"
                + "const t0 = performance.now(); body.scrollTop = body.scrollHeight / 2;"
                + "requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));");
        long scrolled = System.nanoTime() - start;
        assertThat(rows()).isNotEmpty();
        screenshot("requests-10000");

        System.out.printf(
                "Console with %,d journal entries: loaded and rendered in %d ms, filtered in %d ms, scrolled to the"
                        + " middle in %.0f ms (%d ms with the driver)%n",
                MANY, loaded / 1_000_000, filtered / 1_000_000, ((Number) frame).doubleValue(), scrolled / 1_000_000);
        assertThat(loaded)
                .as("load and first render")
                .isLessThan(Duration.ofSeconds(10).toNanos());
        assertThat(filtered)
                .as("a filter over every entry")
                .isLessThan(Duration.ofSeconds(2).toNanos());
        assertThat(((Number) frame).doubleValue()).as("a scroll's frames, ms").isLessThan(500);
    }

    @Test
    void theDriftViewShowsAProxysDriftRedactedAndSaysNotAProxyOtherwise() throws Exception {
        signIn(server.adminToken());
        driver.findElement(By.tagName("body")).sendKeys("5");
        waitFor(() -> driver.findElement(By.id("drift-summary")).getText().startsWith("Not a proxy"));

        String email = "jane.doe@acme.example.com";
        String id = "00000000-0000-4000-8000-00000000d71f";
        server.faults()
                .once(
                        "GET",
                        "/metrics/pattern/{patternId}",
                        Fault.rawAnswer(
                                200,
                                "application/json",
                                "{\"success\":true,\"message\":\"Pattern\",\"timestamp\":\"2026-11-28T10:00:00+00:00\","
                                        + "\"correlation_id\":\"c1\",\"data\":{\"id\":\"" + id + "\",\"owner_email\":\""
                                        + email + "\",\"debug\":\"Bearer " + server.apiToken() + "\"}}"));
        try (ReferenceServer proxy =
                ReferenceServer.builder().proxyTo(URI.create(server.baseUrl())).start()) {
            HttpResponse<String> proxied = HTTP.send(
                    HttpRequest.newBuilder(URI.create(proxy.baseUrl() + "/api/v1/metrics/pattern/" + id))
                            .timeout(WAIT)
                            .header("Authorization", "Bearer " + server.apiToken())
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(proxied.body()).contains(email);
            driver.get(proxy.baseUrl() + "/__admin/console");
            WebElement field = waitForElement(By.id("token"));
            field.sendKeys(proxy.adminToken());
            field.sendKeys(Keys.ENTER);
            waitFor(() -> driver.findElement(By.id("console")).isDisplayed());
            driver.findElement(By.tagName("body")).sendKeys("5");
            waitFor(() ->
                    driver.findElements(By.cssSelector("#drift-table tbody tr")).size() > 2);
            assertThat(driver.findElement(By.id("drift-summary")).getText())
                    .startsWith("1 answers of 127.0.0.1 checked; ");
            assertThat(driver.findElements(By.cssSelector("#drift-table tbody tr")).stream()
                            .map(row -> row.findElements(By.tagName("td")).stream()
                                    .map(WebElement::getText)
                                    .toList())
                            .toList())
                    .contains(List.of(
                            "patterns.get",
                            "data.owner_email",
                            "UNDECLARED_MEMBER",
                            "a member the document" + " does not name, seen string",
                            "1",
                            "<email>"));
            screenshot("drift");
            assertThat(driver.getPageSource())
                    .as("the Drift view holds no secret of the proxied answer")
                    .doesNotContain(email)
                    .doesNotContain(server.apiToken());
        }
    }

    // ---- helpers ---------------------------------------------------------------------------------------------------

    private static void signIn(String token) {
        WebElement field = waitForElement(By.id("token"));
        field.sendKeys(token);
        field.sendKeys(Keys.ENTER);
        if (token.equals(server.adminToken())) {
            waitFor(() -> driver.findElement(By.id("console")).isDisplayed());
        }
    }

    /** The SDK, without retries, so that each call is one request. */
    private static DgqClient sdk() {
        return DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(0)
                .build();
    }

    private static HttpResponse<String> send(String method, String path, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
                .timeout(WAIT)
                .header("Authorization", "Bearer " + server.apiToken());
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        request.method(
                method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        try {
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Sends {@code count} GETs of distinct tags, 404 each, over a few connections. */
    private static void fill(int count) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> parts = new ArrayList<>();
            for (int part = 0; part < 4; part++) {
                int first = part * count / 4;
                int last = (part + 1) * count / 4;
                parts.add(pool.submit(() -> {
                    for (int i = first; i < last; i++) {
                        send("GET", "/api/v1/governance/tag/" + i, null);
                    }
                }));
            }
            for (Future<?> part : parts) {
                part.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<WebElement> rows() {
        return driver.findElements(By.cssSelector("#timeline-body .row"));
    }

    private static List<WebElement> waitForRows(int count) {
        waitFor(() -> rows().size() == count);
        List<WebElement> rows = new ArrayList<>(rows());
        rows.sort(Comparator.comparingInt(row -> Integer.parseInt(row.getAttribute("data-index"))));
        return rows;
    }

    private static List<String> cells(WebElement row) {
        return row.findElements(By.cssSelector("[role=gridcell]")).stream()
                .map(WebElement::getText)
                .toList();
    }

    private static WebElement status(WebElement row) {
        return row.findElement(By.cssSelector(".status"));
    }

    private static void replace(String id, String value) {
        WebElement field = driver.findElement(By.id(id));
        field.clear();
        field.sendKeys(value);
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    private static WebElement waitForElement(By by) {
        waitFor(() -> !driver.findElements(by).isEmpty()
                && driver.findElements(by).get(0).isDisplayed());
        return driver.findElement(by);
    }

    private static Path waitForDownload() {
        Path[] found = new Path[1];
        waitFor(() -> {
            try (Stream<Path> files = Files.list(downloads)) {
                found[0] = files.filter(file -> file.getFileName().toString().endsWith(".json"))
                        .findFirst()
                        .orElse(null);
                return found[0] != null && Files.size(found[0]) > 0;
            } catch (IOException e) {
                return false;
            }
        });
        return found[0];
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, WAIT)
                .pollingEvery(Duration.ofMillis(50))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until((WebDriver unused) -> condition.getAsBoolean());
    }

    private static void screenshot(String view) {
        Path file = driver.getScreenshotAs(OutputType.FILE).toPath();
        try {
            Files.copy(file, SCREENSHOTS.resolve(view + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Keeps the JavaScript executor visible for the static analysis of unused imports. */
    @SuppressWarnings("unused")
    private static JavascriptExecutor script() {
        return driver;
    }
}
