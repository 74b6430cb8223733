<?php
/**
 * Installs the test site non-interactively: php install.php SITE_DIR URL ADMIN_USER ADMIN_PASSWORD.
 * Twenty Twenty-Three, pretty permalinks, the loader plugin active, one page holding the campaign app.
 */
[, $site, $url, $user, $password] = $argv;
$parts = parse_url( $url );
$_SERVER['HTTP_HOST']   = $parts['host'] . ':' . $parts['port'];
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
function p2p_install_mail_off() { return false; }
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
add_filter( 'pre_wp_mail', 'p2p_install_mail_off' ); // No mail server here: wp_install() mails the new admin.

wp_install( 'Run for Clean Water — P2P test site', $user, 'admin@example.org', false, '', wp_slash( $password ) );
update_option( 'permalink_structure', '/%postname%/' );
// No third-party requests on an offline machine: the admin bar's avatar comes from Gravatar otherwise.
update_option( 'show_avatars', 0 );
switch_theme( 'twentytwentythree' );
$activated = activate_plugin( 'give-p2p/give-p2p.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() . "\n" );
	exit( 1 );
}
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_name'    => 'run-for-clean-water',
		'post_title'   => 'Run for Clean Water',
		'post_content' => "<!-- wp:shortcode -->\n[give_p2p_campaign id=\"1\"]\n<!-- /wp:shortcode -->",
	)
);
give_p2p_serve_subpaths( 'run-for-clean-water' );
flush_rewrite_rules( false );
