package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The standalone server has no SDK on its class path: {@code ReferenceServer} and {@code ReferenceServerMain} link
 * and serve without {@code dgq-sdk}, although {@link ReferenceServer#inProcessTransport()} names an SDK type.
 */
class WithoutTheSdkTest {

    @Test
    void theServerStartsAndStopsInAClassLoaderWithoutTheSdk() throws Throwable {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            boolean sdk = entry.contains("dgq-sdk") || entry.replace('\\', '/').endsWith("sdk/client/target/classes");
            if (!sdk) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        try (URLClassLoader withoutSdk =
                new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader())) {
            assertThatThrownBy(() -> Class.forName("io.dgq.sdk.http.HttpTransport", false, withoutSdk))
                    .as("the class loader really has no SDK")
                    .isInstanceOf(ClassNotFoundException.class);
            // Method handles resolve one member each; reflection's getMethod would resolve every signature of the
            // class, inProcessTransport()'s SDK type included, which is what a user without the SDK never does.
            Class<?> server = Class.forName("io.dgq.server.ReferenceServer", true, withoutSdk);
            Class<?> builderType = Class.forName("io.dgq.server.ReferenceServer$Builder", true, withoutSdk);
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Object builder = lookup.findStatic(server, "builder", MethodType.methodType(builderType))
                    .invoke();
            Object started = lookup.findVirtual(builderType, "start", MethodType.methodType(server))
                    .invoke(builder);
            try (AutoCloseable closing = (AutoCloseable) started) {
                String baseUrl = (String) lookup.findVirtual(server, "baseUrl", MethodType.methodType(String.class))
                        .invoke(closing);
                assertThat(baseUrl).startsWith("http://127.0.0.1:");
            }
            Class<?> main = Class.forName("io.dgq.server.ReferenceServerMain", true, withoutSdk);
            assertThat(main.getName()).isEqualTo("io.dgq.server.ReferenceServerMain");
        }
    }
}
