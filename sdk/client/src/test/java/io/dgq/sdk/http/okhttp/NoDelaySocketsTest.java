package io.dgq.sdk.http.okhttp;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The OkHttp transport's own clients, over http and https, make their sockets with {@code TCP_NODELAY} on: without it a client's
 * HTTP/2 streams, which share one connection, wait on one another's acknowledgements.
 */
class NoDelaySocketsTest {

    @Test
    void theSdksOwnClientsMakeSocketsWithoutNaglesDelay() throws Exception {
        for (boolean tls : new boolean[] {false, true}) {
            OkHttpClient http = OkHttpTransport.builder()
                    .cleartextOnly(!tls)
                    .connectTimeout(Duration.ofSeconds(1))
                    .maxConcurrentRequests(4)
                    .build()
                    .client();
            try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                    Socket unconnected = http.socketFactory().createSocket();
                    Socket connected = http.socketFactory()
                            .createSocket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
                assertThat(unconnected.getTcpNoDelay()).as("tls=%s", tls).isTrue();
                assertThat(connected.getTcpNoDelay()).as("tls=%s", tls).isTrue();
            }
        }
    }

    @Test
    void aPlainSocketLeavesNaglesAlgorithmOn() throws Exception {
        // what the factory changes: the platform's default, which OkHttp keeps
        try (Socket platform = new OkHttpClient().socketFactory().createSocket()) {
            assertThat(platform.getTcpNoDelay()).isFalse();
        }
    }
}
