/**
 * Testing a Spring Boot application that uses the DGQ starter: {@link
 * io.dgq.spring.test.AutoConfigureDgqReferenceServer} on a {@code @SpringBootTest} gives the test context its own
 * in-memory reference server, points the {@code DgqClient} bean at it and resets it before each test method.
 */
package io.dgq.spring.test;
