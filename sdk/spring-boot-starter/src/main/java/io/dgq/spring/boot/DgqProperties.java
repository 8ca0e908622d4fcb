package io.dgq.spring.boot;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code dgq.*} properties of the auto-configured {@link io.dgq.sdk.DgqClient}. Unset values keep the SDK's
 * defaults. The token is never printed: {@link #toString()} masks it, and the starter masks it in the actuator's
 * endpoints.
 */
@ConfigurationProperties(prefix = "dgq")
public class DgqProperties {

    /**
     * The DGQ workspace address, such as https://acme.example.com (a path ending in /api/v1 is accepted); when unset,
     * the environment variable DGQ_BASE_URL.
     */
    private String baseUrl;

    /**
     * The API access token (a JWT of type api_access_token); when unset, the environment variable DGQ_API_TOKEN.
     * Keep it out of committed files.
     */
    private String apiToken;

    /** The connect timeout of each try. */
    private Duration connectTimeout;

    /** The longest silence while sending or receiving, per try. */
    private Duration readTimeout;

    /** The deadline of a whole call: every try and every wait between tries. */
    private Duration apiCallTimeout;

    /** The timeout of one try. */
    private Duration apiCallAttemptTimeout;

    /** How many times a failed call is retried where it is safe; 0 sends every call once. */
    private Integer maxRetries;

    /** How many requests the client sends at once, and how many idle connections it keeps. */
    private Integer maxConcurrentRequests;

    /** The size limit of a successful answer. */
    private DataSize maxResponseSize;

    /**
     * Whether asynchronous calls run on virtual threads of their own (Java 21 or later). When unset, follows
     * spring.threads.virtual.enabled on Java 21 or later and stays off on older Java; true on older Java fails the
     * start.
     */
    private Boolean virtualThreads;

    /** Allows a plain http:// base URL for a host that is not loopback (the token then travels in clear text). */
    private boolean allowInsecureHttp;

    /** Headers sent on every call (not Authorization). */
    private Map<String, String> headers = new LinkedHashMap<>();

    /** Observation of the client's calls. */
    private final Observations observations = new Observations();

    /** The dgq health indicator of Actuator's health endpoint. */
    private final Health health = new Health();

    /** Creates the properties, all unset. */
    public DgqProperties() {}

    /** {@return the workspace address, or {@code null}} */
    public String getBaseUrl() {
        return baseUrl;
    }

    /**
     * Sets the workspace address.
     *
     * @param baseUrl the address
     */
    public void setBaseUrl(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** {@return the API token, or {@code null}} */
    public String getApiToken() {
        return apiToken;
    }

    /**
     * Sets the API token.
     *
     * @param apiToken the token
     */
    public void setApiToken(String apiToken) {
        this.apiToken = apiToken;
    }

    /** {@return the connect timeout, or {@code null} for the SDK's default} */
    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    /**
     * Sets the connect timeout.
     *
     * @param connectTimeout the timeout
     */
    public void setConnectTimeout(Duration connectTimeout) {
        this.connectTimeout = connectTimeout;
    }

    /** {@return the read timeout, or {@code null} for the SDK's default} */
    public Duration getReadTimeout() {
        return readTimeout;
    }

    /**
     * Sets the read timeout.
     *
     * @param readTimeout the timeout
     */
    public void setReadTimeout(Duration readTimeout) {
        this.readTimeout = readTimeout;
    }

    /** {@return the deadline of a whole call, or {@code null} for the SDK's default} */
    public Duration getApiCallTimeout() {
        return apiCallTimeout;
    }

    /**
     * Sets the deadline of a whole call.
     *
     * @param apiCallTimeout the deadline
     */
    public void setApiCallTimeout(Duration apiCallTimeout) {
        this.apiCallTimeout = apiCallTimeout;
    }

    /** {@return the timeout of one try, or {@code null} for the SDK's default} */
    public Duration getApiCallAttemptTimeout() {
        return apiCallAttemptTimeout;
    }

    /**
     * Sets the timeout of one try.
     *
     * @param apiCallAttemptTimeout the timeout
     */
    public void setApiCallAttemptTimeout(Duration apiCallAttemptTimeout) {
        this.apiCallAttemptTimeout = apiCallAttemptTimeout;
    }

    /** {@return the number of retries, or {@code null} for the SDK's default} */
    public Integer getMaxRetries() {
        return maxRetries;
    }

    /**
     * Sets the number of retries.
     *
     * @param maxRetries 0 or more
     */
    public void setMaxRetries(Integer maxRetries) {
        this.maxRetries = maxRetries;
    }

    /** {@return the number of concurrent requests, or {@code null} for the SDK's default} */
    public Integer getMaxConcurrentRequests() {
        return maxConcurrentRequests;
    }

    /**
     * Sets the number of concurrent requests.
     *
     * @param maxConcurrentRequests at least 1
     */
    public void setMaxConcurrentRequests(Integer maxConcurrentRequests) {
        this.maxConcurrentRequests = maxConcurrentRequests;
    }

    /** {@return the size limit of a successful answer, or {@code null} for the SDK's default} */
    public DataSize getMaxResponseSize() {
        return maxResponseSize;
    }

    /**
     * Sets the size limit of a successful answer.
     *
     * @param maxResponseSize the limit, such as {@code 64MB}
     */
    public void setMaxResponseSize(DataSize maxResponseSize) {
        this.maxResponseSize = maxResponseSize;
    }

    /**
     * {@return whether asynchronous calls run on virtual threads, or {@code null} to follow
     * {@code spring.threads.virtual.enabled}}
     */
    public Boolean getVirtualThreads() {
        return virtualThreads;
    }

    /**
     * Sets whether asynchronous calls run on virtual threads of their own.
     *
     * @param virtualThreads {@code true} for virtual threads (Java 21 or later), {@code false} for the dispatcher's
     *     platform threads, {@code null} to follow {@code spring.threads.virtual.enabled}
     */
    public void setVirtualThreads(Boolean virtualThreads) {
        this.virtualThreads = virtualThreads;
    }

    /** {@return whether a plain http:// base URL is allowed for a host that is not loopback} */
    public boolean isAllowInsecureHttp() {
        return allowInsecureHttp;
    }

    /**
     * Allows a plain http:// base URL for a host that is not loopback.
     *
     * @param allowInsecureHttp {@code true} to allow it
     */
    public void setAllowInsecureHttp(boolean allowInsecureHttp) {
        this.allowInsecureHttp = allowInsecureHttp;
    }

    /** {@return the headers sent on every call} */
    public Map<String, String> getHeaders() {
        return headers;
    }

    /**
     * Sets the headers sent on every call.
     *
     * @param headers the headers by name
     */
    public void setHeaders(Map<String, String> headers) {
        this.headers = headers;
    }

    /** {@return the observation settings} */
    public Observations getObservations() {
        return observations;
    }

    /** {@return the health indicator's settings} */
    public Health getHealth() {
        return health;
    }

    /** Describes the properties, the token masked. */
    @Override
    public String toString() {
        return "DgqProperties{baseUrl=" + baseUrl + ", apiToken=" + (apiToken == null ? "unset" : "****") + ", headers="
                + headers.keySet() + "}";
    }

    /** Observation of the client's calls. */
    public static class Observations {

        /** Whether the client's calls are observed through the application's ObservationRegistry, when it has one. */
        private boolean enabled = true;

        /** Creates the settings: enabled. */
        public Observations() {}

        /** {@return whether calls are observed} */
        public boolean isEnabled() {
            return enabled;
        }

        /**
         * Turns the observation of calls on or off.
         *
         * @param enabled {@code false} to leave calls unobserved
         */
        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }
    }

    /**
     * The {@code dgq} health indicator, which reads one domain to tell whether the workspace answers. It is turned on
     * with {@code management.health.dgq.enabled=true}, the name Spring Boot gives its own indicators' switches.
     */
    public static class Health {

        /** How long an answer is reused: probes within it call nothing. */
        private Duration cacheTime = Duration.ofSeconds(30);

        /** Creates the settings: answers reused for 30 seconds. */
        public Health() {}

        /** {@return how long an answer is reused} */
        public Duration getCacheTime() {
            return cacheTime;
        }

        /**
         * Sets how long an answer is reused.
         *
         * @param cacheTime the time; zero calls the API on every probe
         */
        public void setCacheTime(Duration cacheTime) {
            this.cacheTime = cacheTime;
        }
    }
}
