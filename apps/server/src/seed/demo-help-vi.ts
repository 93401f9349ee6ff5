import type { DemoHelpArticle } from './site-content';

/** The demo brand's footer pages in Vietnamese. */
export const demoHelpVi: DemoHelpArticle[] = [
  {
    key: 'about',
    title: 'Giới thiệu công ty',
    content: `
<p><strong>Croupier Demo là thương hiệu trình diễn, không phải nhà điều hành trò chơi.</strong>
Trang chạy nền tảng mã nguồn mở Croupier để mọi người thấy một trang trò chơi white-label hoạt
động như thế nào: trò chơi, khuyến mãi, ví, trung tâm phần thưởng và trung tâm đại lý.</p>
<h3>Bạn có thể làm gì tại đây</h3>
<ul>
  <li>Chơi slot, trò chơi bàn, xổ số và các trò chơi studio khác bằng tiền ảo.</li>
  <li>Thử đăng ký, đăng nhập, trung tâm thành viên và trung tâm đại lý.</li>
  <li>Xem cách một nhà điều hành trình bày khuyến mãi, thông báo và trang trợ giúp.</li>
</ul>
<h3>Trang này không phải là</h3>
<p>Không nhận hay chi trả tiền thật, không cược nào có giá trị thật và thương hiệu không có giấy
phép trò chơi. Nhà điều hành thật công bố tên công ty, địa chỉ đăng ký và giấy phép tại đây.</p>`,
  },
  {
    key: 'contact',
    title: 'Liên hệ',
    content: `
<p>Đội ngũ chăm sóc khách hàng giải đáp thắc mắc về tài khoản, trò chơi và khuyến mãi.</p>
<h3>Cách liên hệ</h3>
<ul>
  <li><strong>Trò chuyện:</strong> đăng nhập rồi mở Chăm sóc khách hàng từ menu bên hoặc thanh bên phải; câu trả lời hiện ngay trong cửa sổ đó.</li>
  <li><strong>E-mail:</strong> support@demo.croupier.invalid (địa chỉ minh họa của bản demo).</li>
  <li><strong>Góp ý:</strong> gửi câu hỏi hoặc đề xuất qua biểu mẫu Góp ý.</li>
</ul>
<h3>Trước khi gửi</h3>
<p>Hãy cho biết tên đăng nhập và, với câu hỏi thanh toán, mã đơn trong lịch sử tài khoản. Chúng
tôi không bao giờ hỏi mật khẩu hay mật khẩu thanh toán của bạn.</p>
<p><em>Croupier Demo là trang trình diễn: tin nhắn trò chuyện được gửi tới trang quản trị của bản demo (Chăm sóc khách hàng), nơi các tài khoản nhân viên có thể trả lời; không có đội hỗ trợ thật đọc chúng.</em></p>`,
  },
  {
    key: 'terms',
    title: 'Điều khoản và điều kiện chung',
    content: `
<p>Các điều khoản này áp dụng cho mọi hoạt động trên trang Croupier Demo. Khi đăng ký, bạn chấp
nhận chúng. <strong>Đây là thương hiệu trình diễn: mọi số dư là tiền ảo và không có giải thưởng
nào được chi trả.</strong></p>
<h3>1. Điều kiện tham gia</h3>
<p>Bạn phải từ 18 tuổi trở lên, hoặc lớn hơn nếu luật địa phương yêu cầu, và trò chơi phải hợp
pháp nơi bạn sống. Mỗi người, hộ gia đình, địa chỉ e-mail và thiết bị chỉ có một tài khoản.</p>
<h3>2. Tài khoản của bạn</h3>
<p>Giữ bí mật thông tin đăng nhập; bạn chịu trách nhiệm cho mọi hoạt động trên tài khoản. Hãy báo
ngay cho chúng tôi nếu nghi ngờ người khác đã sử dụng.</p>
<h3>3. Cược và trò chơi</h3>
<p>Cược đã được chấp nhận là cuối cùng. Kết quả do bộ tạo số ngẫu nhiên được chứng nhận hoặc có
thể kiểm chứng công bằng quyết định; khi có sự cố, các ván bị ảnh hưởng bị hủy và hoàn tiền cược.</p>
<h3>4. Khuyến mãi</h3>
<p>Mỗi khuyến mãi có quy định riêng, kể cả yêu cầu vòng cược. Lạm dụng, như dùng nhiều tài khoản
để nhận một ưu đãi, sẽ bị hủy tiền thưởng và tiền thắng liên quan.</p>
<h3>5. Đóng tài khoản</h3>
<p>Bạn có thể đóng tài khoản bất cứ lúc nào qua bộ phận chăm sóc khách hàng. Chúng tôi có thể
tạm khóa tài khoản vi phạm các điều khoản này.</p>
<h3>6. Thay đổi</h3>
<p>Chúng tôi có thể cập nhật điều khoản; phiên bản trên trang này có hiệu lực từ khi đăng.</p>`,
  },
  {
    key: 'responsible-gaming',
    title: 'Chơi có trách nhiệm',
    content: `
<p>Trò chơi nên là giải trí, không bao giờ là cách kiếm tiền hay trốn tránh vấn đề.</p>
<h3>Giữ cho trò chơi vui vẻ</h3>
<ul>
  <li>Đặt ngân sách trước khi chơi và dừng lại khi đã tiêu hết.</li>
  <li>Đặt giới hạn thời gian và nghỉ ngơi thường xuyên.</li>
  <li>Không cố gỡ thua và không chơi bằng tiền dành cho hóa đơn hay tiết kiệm.</li>
  <li>Không chơi khi buồn bực, mệt mỏi hoặc đã uống rượu bia.</li>
</ul>
<h3>Công cụ hỗ trợ</h3>
<p>Bộ phận chăm sóc khách hàng có thể đặt giới hạn nạp tiền, thời gian tạm nghỉ hoặc tự loại trừ
từ sáu tháng trở lên. Giới hạn có hiệu lực ngay; nâng giới hạn có hiệu lực sau 24 giờ.</p>
<h3>Dấu hiệu cảnh báo</h3>
<p>Tiêu nhiều hơn khả năng, vay tiền để chơi, giấu người thân việc chơi hoặc bồn chồn khi không
chơi là dấu hiệu cần dừng lại và tìm trợ giúp. Hỗ trợ miễn phí, bảo mật có tại các tổ chức như
<a href="https://www.gamblersanonymous.org" target="_blank">Gamblers Anonymous</a>.</p>
<h3>Người dưới 18 tuổi</h3>
<p>Người chưa thành niên không được mở tài khoản. Phụ huynh có thể dùng phần mềm lọc để chặn các
trang trò chơi.</p>`,
  },
  {
    key: 'privacy',
    title: 'Chính sách bảo mật',
    content: `
<p>Chính sách này giải thích trang lưu dữ liệu cá nhân nào và vì sao. Croupier Demo là bản trình
diễn: vui lòng không nhập thông tin cá nhân thật.</p>
<h3>Dữ liệu chúng tôi thu thập</h3>
<ul>
  <li>Dữ liệu tài khoản: tên đăng nhập, số điện thoại, e-mail và các trường khi đăng ký.</li>
  <li>Hoạt động: đăng nhập, cược, giao dịch và tin nhắn gửi bộ phận chăm sóc khách hàng.</li>
  <li>Dữ liệu kỹ thuật: địa chỉ IP, trình duyệt và thiết bị, dùng cho bảo mật và chống gian lận.</li>
</ul>
<h3>Cách sử dụng</h3>
<p>Để vận hành tài khoản, chi trả tiền thắng, chống gian lận, tuân thủ pháp luật và, khi bạn đồng
ý, gửi ưu đãi. Mật khẩu chỉ được lưu dưới dạng băm một chiều.</p>
<h3>Chia sẻ</h3>
<p>Chỉ với nhà cung cấp dịch vụ xử lý dữ liệu cho chúng tôi (thanh toán, SMS, e-mail) và với cơ
quan chức năng khi pháp luật yêu cầu. Chúng tôi không bao giờ bán dữ liệu cá nhân.</p>
<h3>Quyền của bạn</h3>
<p>Bạn có thể yêu cầu bản sao, chỉnh sửa hoặc xóa dữ liệu khi pháp luật cho phép, qua trang Liên hệ.</p>`,
  },
  {
    key: 'affiliates',
    title: 'Đại lý',
    content: `
<p>Chương trình đại lý thưởng cho đối tác giới thiệu người chơi mới.</p>
<h3>Cách hoạt động</h3>
<ol>
  <li>Trở thành đại lý và nhận mã mời.</li>
  <li>Chia sẻ liên kết đăng ký, ví dụ <em>/register?code=MACUABAN</em>.</li>
  <li>Người chơi đăng ký qua liên kết sẽ vào đội của bạn, xem được trong trung tâm đại lý.</li>
  <li>Nhận hoa hồng, lương ngày hoặc cổ tức theo hợp đồng đã thỏa thuận với cấp trên.</li>
</ol>
<h3>Quy định</h3>
<p>Không spam, không quảng cáo sai sự thật và không tiếp thị tới người chưa thành niên. Hoa hồng
từ tự giới thiệu hoặc tài khoản gian lận sẽ bị giữ lại.</p>
<p><em>Trên thương hiệu demo này, chương trình đại lý chỉ dùng tiền ảo; đại lý demo là agent1 với
mã DEMOAGENT.</em></p>`,
  },
  {
    key: 'refund-policy',
    title: 'Chính sách hoàn tiền',
    content: `
<p>Chính sách này giải thích khi nào tiền được hoàn lại. Trên Croupier Demo mọi số dư là tiền
ảo, nên không có khoản hoàn tiền thật nào.</p>
<h3>Nạp tiền</h3>
<p>Khoản nạp đã vào tài khoản có thể rút, tùy theo vòng cược của tiền thưởng bạn đã nhận. Khoản
bị trừ nhưng chưa vào tài khoản sẽ được kiểm tra và cộng vào hoặc hoàn về phương thức thanh toán
ban đầu, thường trong 3 ngày làm việc.</p>
<h3>Cược</h3>
<p>Cược đã chấp nhận không được hoàn, trừ khi ván chơi hoặc sự kiện bị hủy; khi đó tiền cược được
trả lại vào số dư.</p>
<h3>Rút tiền</h3>
<p>Khoản rút đã báo chi trả mà bạn chưa nhận cần được báo kèm bằng chứng; chúng tôi truy vết với
nhà cung cấp thanh toán và chi trả lại nếu tiền chưa đến.</p>
<h3>Cách yêu cầu</h3>
<p>Liên hệ bộ phận chăm sóc khách hàng với tên đăng nhập và mã đơn.</p>`,
  },
];
