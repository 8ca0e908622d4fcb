package io.dgq.sdk.testing;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import java.util.List;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;

/**
 * The socket transports the wire contract runs on: the source of every {@link TransportContract} class, which runs
 * once per constant. A behaviour a transport does not share is asserted as README's Transports table states it, never
 * skipped.
 */
public enum Transports {

    /** The default: the client's own {@link OkHttpTransport}, tuned by the client builder's options. */
    OKHTTP {
        @Override
        public MockApi mockApi() {
            return new MockApi();
        }

        @Override
        public HttpTransport trusting(LocalhostTls tls) {
            return OkHttpTransport.builder()
                    .tls(tls.client().sslSocketFactory(), tls.client().trustManager())
                    .build();
        }

        @Override
        public HttpTransport http11Trusting(LocalhostTls tls) {
            return OkHttpTransport.builder()
                    .client(new OkHttpClient.Builder()
                            .protocols(List.of(Protocol.HTTP_1_1))
                            .build())
                    .tls(tls.client().sslSocketFactory(), tls.client().trustManager())
                    .build();
        }
    },

    /** {@link JdkHttpTransport} on {@code java.net.http.HttpClient}, one per client. */
    JDK {
        @Override
        public MockApi mockApi() {
            return MockApi.onJdkTransport();
        }

        @Override
        public HttpTransport trusting(LocalhostTls tls) {
            return JdkHttpTransport.builder().tls(tls.client().trustManager()).build();
        }

        @Override
        public HttpTransport http11Trusting(LocalhostTls tls) {
            return JdkHttpTransport.builder()
                    .tls(tls.client().trustManager())
                    .http1Only(true)
                    .build();
        }
    };

    /** {@return a mock server on a loopback port whose clients use this transport, each closed with the server} */
    public abstract MockApi mockApi();

    /**
     * {@return a new transport of this kind that trusts only {@code tls}'s authority, offering h2 and HTTP/1.1 by ALPN}
     *
     * @param tls the handshake material of a test server
     */
    public abstract HttpTransport trusting(LocalhostTls tls);

    /**
     * {@return a new transport of this kind that trusts only {@code tls}'s authority and speaks HTTP/1.1 alone}
     *
     * @param tls the handshake material of a test server
     */
    public abstract HttpTransport http11Trusting(LocalhostTls tls);

    /**
     * {@return a client builder on {@code transport}, aimed at {@code baseUrl} with a test token}
     *
     * @param baseUrl the server's address
     * @param transport the transport the client uses, closed by the caller
     */
    public static DgqClientBuilder client(String baseUrl, HttpTransport transport) {
        return DgqClient.builder().baseUrl(baseUrl).apiToken(TestTokens.api()).transport(transport);
    }
}
